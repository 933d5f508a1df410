import { type Order } from '@selvedge/contract';
import { decimalStringToMinor, formatMoney } from '@selvedge/domain';
import { escapeHtml } from '../../platform/escape-html.js';
import type { MailMessage } from '../../platform/mailer.js';

const money = (amount: { amount: string; currencyCode: Order['currencyCode'] }): string =>
  formatMoney(decimalStringToMinor(amount.amount, amount.currencyCode), amount.currencyCode);

/**
 * The order confirmation (issue 15): the summary, the figures as paid, where it goes, and the link
 * to the order's page (a guest's carries the key that opens it). HTML and plain text alike.
 */
export function orderConfirmationEmail({ order, link }: { order: Order; link: string }): MailMessage {
  const name = order.address.firstName;
  const pieces = order.pieces.map((piece) => {
    const trial = piece.category === 'trial' ? ' (trial piece)' : piece.category === 'preorder' ? ' (pre-order)' : '';
    return { line: `${piece.quantity} × ${piece.productType}${trial}: ${piece.fabric.title}, ${piece.sizeSource}: ${money(piece.total)}`, piece };
  });
  const figures: [string, string][] = [
    ['Subtotal', money(order.cost.subtotal)],
    ...(Number(order.cost.discount.amount) > 0 ? [[`Discount${order.discountCode ? ` (${order.discountCode})` : ''}`, `−${money(order.cost.discount)}`] as [string, string]] : []),
    ['Shipping', Number(order.cost.shipping.amount) === 0 ? 'Free' : money(order.cost.shipping)],
    ['Total paid', money(order.cost.total)],
  ];
  const address = [
    `${order.address.firstName} ${order.address.lastName}`,
    order.address.company,
    order.address.address1,
    order.address.address2,
    [order.address.zip, order.address.city].filter(Boolean).join(' '),
    order.address.province,
    order.address.country,
  ].filter((line): line is string => Boolean(line));
  const delivery = order.pieces[0]?.delivery?.text ?? null;

  const text = [
    `Dear ${name},`,
    `Thank you for your order ${order.number}. We have your payment, and your pieces go to our workroom in Singapore.`,
    'What you ordered:',
    ...pieces.map(({ line }) => `- ${line}`),
    ...figures.map(([label, value]) => `${label}: ${value}`),
    `Delivery to:\n${address.join('\n')}`,
    ...(delivery ? [`Estimated delivery: ${delivery}`] : []),
    `See your order and where each piece stands: ${link}`,
    'Selvedge, Singapore',
  ].join('\n\n');

  const rows = figures.map(([label, value]) => `<tr><td style="padding:2px 16px 2px 0">${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(value)}</td></tr>`).join('');
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#1f1b16;line-height:1.5">
<p>Dear ${escapeHtml(name)},</p>
<p>Thank you for your order <strong>${escapeHtml(order.number)}</strong>. We have your payment, and your pieces go to our workroom in Singapore.</p>
<ul>${pieces.map(({ line }) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<table>${rows}</table>
<p>Delivery to:<br>${address.map(escapeHtml).join('<br>')}</p>
${delivery ? `<p>Estimated delivery: ${escapeHtml(delivery)}</p>` : ''}
<p><a href="${escapeHtml(link)}">See your order</a> and where each piece stands.</p>
<p>Selvedge, Singapore</p>
</body></html>`;

  return { to: order.email, subject: `Your Selvedge order ${order.number}`, text: `${text}\n`, html };
}
