import { ORDER_STATUS_LABELS, piecePictureAlt, type Order, type OrderPiece } from '@selvedge/contract';
import { decimalStringToMinor, formatMoney } from '@selvedge/domain';
import { escapeHtml } from '../../platform/escape-html.js';
import type { MailMessage } from '../../platform/mailer.js';

const money = (amount: { amount: string; currencyCode: Order['currencyCode'] }): string =>
  formatMoney(decimalStringToMinor(amount.amount, amount.currencyCode), amount.currencyCode);

/** A piece's picture in an e-mail (issue 30): its absolute address on the shop, and its words. */
export interface EmailPicture {
  src: string;
  alt: string;
}

/** The picture of an order's piece for an e-mail, on the shop's public address; null for a piece without one. */
export function emailPictureOf(
  publicUrl: string,
  piece: Pick<OrderPiece, 'preview' | 'productType' | 'fabric' | 'attributes'>,
): EmailPicture | null {
  if (!piece.preview) return null;
  return { src: new URL(piece.preview, publicUrl).toString(), alt: piecePictureAlt(piece) };
}

/** Mail readers ignore style sheets: the picture carries its size and its light ground inline. */
const EMAIL_PICTURE_WIDTH = 140;
export const pictureHtml = (picture: EmailPicture | null): string =>
  picture
    ? `<img src="${escapeHtml(picture.src)}" alt="${escapeHtml(picture.alt)}" width="${EMAIL_PICTURE_WIDTH}" style="display:block;width:${EMAIL_PICTURE_WIDTH}px;max-width:100%;height:auto;background:#f4f1ec;border:0;margin:0 0 6px">`
    : '';

/**
 * The order confirmation (issue 15): the summary, the figures as paid, where it goes, and the link
 * to the order's page (a guest's carries the key that opens it). HTML and plain text alike.
 */
export function orderConfirmationEmail({ order, link, publicUrl }: { order: Order; link: string; publicUrl: string }): MailMessage {
  const name = order.address.firstName;
  const pieces = order.pieces.map((piece) => {
    const trial = piece.category === 'trial' ? ' (trial piece)' : piece.category === 'preorder' ? ' (pre-order)' : '';
    return {
      line: `${piece.quantity} × ${piece.productType}${trial}: ${piece.fabric.title}, ${piece.sizeSource}: ${money(piece.total)}`,
      picture: emailPictureOf(publicUrl, piece),
    };
  });
  const figures: [string, string][] = [
    ['Subtotal', money(order.cost.subtotal)],
    ...(Number(order.cost.discount.amount) > 0
      ? [[`Discount${order.discountCode ? ` (${order.discountCode})` : ''}`, `−${money(order.cost.discount)}`] as [string, string]]
      : []),
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

  const rows = figures
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 16px 2px 0">${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#1f1b16;line-height:1.5">
<p>Dear ${escapeHtml(name)},</p>
<p>Thank you for your order <strong>${escapeHtml(order.number)}</strong>. We have your payment, and your pieces go to our workroom in Singapore.</p>
<ul>${pieces.map(({ line, picture }) => `<li style="margin-bottom:12px">${pictureHtml(picture)}${escapeHtml(line)}</li>`).join('')}</ul>
<table>${rows}</table>
<p>Delivery to:<br>${address.map(escapeHtml).join('<br>')}</p>
${delivery ? `<p>Estimated delivery: ${escapeHtml(delivery)}</p>` : ''}
<p><a href="${escapeHtml(link)}">See your order</a> and where each piece stands.</p>
<p>Selvedge, Singapore</p>
</body></html>`;

  return { to: order.email, subject: `Your Selvedge order ${order.number}`, text: `${text}\n`, html };
}

/** What a customer reads when a piece (or the whole order) moves on in the workroom. */
const STATUS_SENTENCES: Partial<Record<Order['status'], string>> = {
  measurements_confirmed: 'We have checked your measurements, and your pattern is being drafted.',
  cutting: 'Your cloth is being cut.',
  sewing: 'Your pieces are being sewn.',
  quality_check: 'Your pieces are in our final quality check.',
  shipped: 'Your pieces are on their way to you.',
  delivered: 'Your pieces have been delivered. We hope they fit beautifully.',
  on_hold: 'We have paused work on your order and will be in touch shortly.',
  cancelled: 'This has been cancelled. Any refund goes back to the card you paid with.',
};

/** The status e-mail (issue 16): which pieces moved, to what, and where to follow the order. */
export function orderStatusEmail({
  order,
  status,
  pieces,
  link,
  note = null,
  expectedOn = null,
}: {
  order: Pick<Order, 'number' | 'email' | 'address'>;
  status: Order['status'];
  /** The pieces that moved ("Shirt: Oxford Blue"), each with its picture. */
  pieces: { name: string; picture: EmailPicture | null }[];
  /** The customer's order page, or null for a guest (their confirmation e-mail has the link). */
  link: string | null;
  /** The tailor's note with the move (the move form says the customer reads it). */
  note?: string | null;
  /** The moved pieces' expected delivery now, "5 April 2031" (decision 048). */
  expectedOn?: string | null;
}): MailMessage {
  const label = ORDER_STATUS_LABELS[status];
  const sentence = STATUS_SENTENCES[status] ?? `Your order is now: ${label}.`;
  const follow = link ? `Follow your order here: ${link}` : 'Follow your order through the link in your order confirmation e-mail.';
  const noteLine = note ? `A note from your tailor: ${note}` : null;
  const expectedLine = expectedOn ? `Expected delivery: ${expectedOn}.` : null;
  const extra = [noteLine, expectedLine].filter((line): line is string => line !== null);
  const text = [
    `Dear ${order.address.firstName},`,
    `Your order ${order.number}: ${label}.`,
    sentence,
    ...pieces.map((piece) => `- ${piece.name}`),
    ...extra,
    follow,
    'Selvedge, Singapore',
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#1f1b16;line-height:1.5">
<p>Dear ${escapeHtml(order.address.firstName)},</p>
<p>Your order <strong>${escapeHtml(order.number)}</strong>: ${escapeHtml(label)}.</p>
<p>${escapeHtml(sentence)}</p>
<ul>${pieces.map((piece) => `<li style="margin-bottom:12px">${pictureHtml(piece.picture)}${escapeHtml(piece.name)}</li>`).join('')}</ul>
${extra.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${link ? `<a href="${escapeHtml(link)}">Follow your order</a>` : 'Follow your order through the link in your order confirmation e-mail.'}</p>
<p>Selvedge, Singapore</p>
</body></html>`;
  return { to: order.email, subject: `Your Selvedge order ${order.number}: ${label}`, text: `${text}\n`, html };
}
