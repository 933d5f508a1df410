import { dateTimeText } from '../../lib/admin-format';

/** The shop's background queues in words; a queue this list does not know yet shows by its name. */
const QUEUE_WORDS: Readonly<Record<string, string>> = {
  mail: 'E-mail',
  'password-reset': 'Password reset',
  'payment-sweep': 'Open payments check',
  'refund-sweep': 'Pending refunds check',
  'expired-rows-clean-up': 'Clean-up of expired sessions and links',
  'timeline-sweep': 'Expected dates check',
};

export const queueWords = (queue: string): string => QUEUE_WORDS[queue] ?? queue;

/** The shop's times, in its time zone, wherever the owner opens the page. */
export const momentText = (iso: string): string => dateTimeText(iso);

const megabytes = new Intl.NumberFormat('en-SG', { maximumFractionDigits: 1 });
const kilobytes = new Intl.NumberFormat('en-SG', { maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-SG');

export const ordersText = (orders: number): string => `${count.format(orders)} ${orders === 1 ? 'order' : 'orders'}`;

/** A backup's size: whole kB under what would round to 1,000 of them, else MB. */
export const sizeText = (bytes: number): string =>
  bytes < 999_500 ? `${kilobytes.format(bytes / 1000)} kB` : `${megabytes.format(bytes / 1_000_000)} MB`;

/** "3 failed: E-mail 2, Password reset 1"; null when none has. */
export function failedSummary(byQueue: Readonly<Record<string, number>>): string | null {
  const failing = Object.entries(byQueue).filter(([, n]) => n > 0);
  if (failing.length === 0) return null;
  const total = failing.reduce((sum, [, n]) => sum + n, 0);
  return `${count.format(total)} failed: ${failing.map(([queue, n]) => `${queueWords(queue)} ${count.format(n)}`).join(', ')}`;
}
