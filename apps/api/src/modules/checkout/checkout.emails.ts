import type { CurrencyCode } from '@selvedge/contract';
import { formatMoney } from '@selvedge/domain';
import { escapeHtml } from '../../platform/escape-html.js';
import type { MailMessage } from '../../platform/mailer.js';

/**
 * A payment the shop could not use (it had been replaced by a Pay for another total, or the order
 * was paid by another payment) was refunded in full: the customer is told, with where their order
 * stands.
 */
export function automaticRefundEmail({
  to,
  amountMinor,
  currency,
  link,
}: {
  to: string;
  amountMinor: number;
  currency: CurrencyCode;
  link: string;
}): MailMessage {
  const amount = formatMoney(amountMinor, currency);
  const lines = [
    'Hello,',
    `We received a payment of ${amount} for your Selvedge order that we could not use: your order had changed and been paid again, or it had been paid already. We have refunded the ${amount} in full; depending on your bank it shows on your statement within 5 to 10 days.`,
    `Your order and its payment are here: ${link}`,
    'If anything looks wrong, reply to this e-mail and we will look into it.',
    'Selvedge',
  ];
  return {
    to,
    subject: `We refunded a payment of ${amount}`,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
