import { FIT_CLAIM_DECISION_LABELS, type FitClaimDecisionKind } from '@selvedge/contract';
import { escapeHtml } from '../../platform/escape-html.js';
import type { MailMessage } from '../../platform/mailer.js';

/** The e-mail of a fit claim's decision (issue 29): what was decided and what happens next, in plain sentences. */
export function fitClaimDecisionEmail({
  to,
  firstName,
  orderNumber,
  piece,
  kind,
  amount,
  reason,
  creditCode,
  link,
}: {
  to: string;
  firstName: string;
  orderNumber: string;
  /** "Shirt: Oxford Blue". */
  piece: string;
  kind: FitClaimDecisionKind;
  /** Formatted money, for an alteration or store credit. */
  amount: string | null;
  reason: string | null;
  creditCode: string | null;
  /** The customer's order page, or null for a guest (their confirmation e-mail has the link). */
  link: string | null;
}): MailMessage {
  const sentences: Record<FitClaimDecisionKind, string[]> = {
    alteration: [
      `We are sorry the fit was not right. We are reimbursing your tailor’s alteration: ${amount ?? ''} goes back to the card you paid with and usually shows within 5 to 10 days.`,
    ],
    remake: [
      'We are sorry the fit was not right. We are making the piece again with adjusted measurements, at no charge. It is back in our workroom now, and we will write as it moves on.',
    ],
    store_credit: [
      `We are sorry the fit was not right. Here is store credit of ${amount ?? ''} for your next order: enter the code ${creditCode ?? ''} at the checkout. It can be used once, in the currency of this order.`,
    ],
    declined: [
      `We have looked carefully at your photos and cannot offer an alteration, a remake or credit for this piece. ${reason ?? ''}`,
    ],
  };
  const lines = [...sentences[kind], ...(kind !== 'declined' && reason ? [reason] : [])];
  const follow = link ? `Your order: ${link}` : 'Your order is at the link in your order confirmation e-mail.';
  const label = FIT_CLAIM_DECISION_LABELS[kind];
  const text = [
    `Dear ${firstName},`,
    `Your fit claim for ${piece} (order ${orderNumber}): ${label}.`,
    ...lines,
    follow,
    'Selvedge, Singapore',
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#1f1b16;line-height:1.5">
<p>Dear ${escapeHtml(firstName)},</p>
<p>Your fit claim for ${escapeHtml(piece)} (order <strong>${escapeHtml(orderNumber)}</strong>): ${escapeHtml(label)}.</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${link ? `<a href="${escapeHtml(link)}">Your order</a>` : 'Your order is at the link in your order confirmation e-mail.'}</p>
<p>Selvedge, Singapore</p>
</body></html>`;
  return { to, subject: `Your fit claim on order ${orderNumber}: ${label}`, text: `${text}\n`, html };
}
