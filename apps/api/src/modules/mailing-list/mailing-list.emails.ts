import { escapeHtml } from '../../platform/escape-html.js';
import type { MailMessage } from '../../platform/mailer.js';

/** The double opt-in e-mail: the only way onto the list is the link in it. */
export function confirmSubscriptionEmail({ to, firstName, link }: { to: string; firstName: string; link: string }): MailMessage {
  const lines = [
    `Dear ${firstName},`,
    'Please confirm that you would like to hear from Selvedge: new cloth, pre-order collections and the occasional note from our Singapore workroom.',
    'The link works for seven days. If you did not sign up, ignore this e-mail and you will hear nothing more from us.',
  ];
  const body = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return {
    to,
    subject: 'Confirm your subscription to Selvedge',
    text: `${lines.join('\n\n')}\n\n${link}\n\nSelvedge, Singapore\n`,
    html: `<!doctype html><html><body style="font-family:Georgia,serif;color:#1f1b16;line-height:1.5">${body}<p><a href="${escapeHtml(link)}">Confirm my subscription</a></p><p>Selvedge, Singapore</p></body></html>`,
  };
}
