import { escapeHtml } from '../../platform/escape-html.js';
import type { MailMessage } from '../../platform/mailer.js';

/**
 * Sent to the old address when the login e-mail changes, so the owner hears of a change they did
 * not make. It names the new address (the owner needs it to tell us) and no link that acts.
 */
export function emailChangedNotice({
  to,
  firstName,
  newEmail,
  publicUrl,
}: {
  to: string;
  firstName: string;
  newEmail: string;
  publicUrl: string;
}): MailMessage {
  const lines = [
    `Dear ${firstName},`,
    `The e-mail address you log in to Selvedge with has just been changed to ${newEmail}. From now on, log in with that address.`,
    'If you made this change, there is nothing more to do. If you did not, reply to this e-mail or write to us from the contact page at once, and we will secure your account.',
  ];
  const body = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const contact = `${publicUrl}/contact-us`;
  return {
    to,
    subject: 'Your Selvedge login e-mail has changed',
    text: `${lines.join('\n\n')}\n\nContact us: ${contact}\n\nSelvedge, Singapore\n`,
    html: `<!doctype html><html><body style="font-family:Georgia,serif;color:#1f1b16;line-height:1.5">${body}<p><a href="${escapeHtml(contact)}">Contact us</a></p><p>Selvedge, Singapore</p></body></html>`,
  };
}
