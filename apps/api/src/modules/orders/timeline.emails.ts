import type { Order } from '@selvedge/contract';
import { escapeHtml } from '../../platform/escape-html.js';
import type { MailMessage } from '../../platform/mailer.js';
import { pictureHtml, type EmailPicture } from './orders.emails.js';
import { dayInWords } from './timeline.service.js';

/**
 * The e-mail a customer gets once (ever) when a piece is first expected after the window promised
 * at payment (decision 048): which piece, the new date, the promised one, and where to follow it.
 */
export function lateEmail({
  order,
  pieces,
  link,
}: {
  order: Pick<Order, 'number' | 'email' | 'address'>;
  /** The pieces now late ("Shirt: Oxford Blue"), each with its picture, its new expected date and the promised window's last day. */
  pieces: { name: string; picture: EmailPicture | null; expectedOn: string; promisedTo: string; holdReason: string | null }[];
  link: string | null;
}): MailMessage {
  const lines = pieces.map(
    (piece) =>
      `${piece.name}: now expected on ${dayInWords(piece.expectedOn)} (we had promised it by ${dayInWords(piece.promisedTo)}).${piece.holdReason ? ` The reason: ${piece.holdReason}` : ''}`,
  );
  const intro = `We are sorry: part of your order ${order.number} will reach you later than we promised.`;
  const follow = link ? `Follow your order here: ${link}` : 'Follow your order through the link in your order confirmation e-mail.';
  const text = [
    `Dear ${order.address.firstName},`,
    intro,
    ...lines.map((line) => `- ${line}`),
    'If the new date does not work for you, reply to this e-mail and we will find a way.',
    follow,
    'Selvedge, Singapore',
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#1f1b16;line-height:1.5">
<p>Dear ${escapeHtml(order.address.firstName)},</p>
<p>${escapeHtml(intro)}</p>
<ul>${lines.map((line, index) => `<li style="margin-bottom:12px">${pictureHtml(pieces[index]?.picture ?? null)}${escapeHtml(line)}</li>`).join('')}</ul>
<p>If the new date does not work for you, reply to this e-mail and we will find a way.</p>
<p>${link ? `<a href="${escapeHtml(link)}">Follow your order</a>` : 'Follow your order through the link in your order confirmation e-mail.'}</p>
<p>Selvedge, Singapore</p>
</body></html>`;
  return { to: order.email, subject: `Your Selvedge order ${order.number}: a new delivery date`, text: `${text}\n`, html };
}
