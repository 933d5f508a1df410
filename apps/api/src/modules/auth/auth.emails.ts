import { escapeHtml } from '../../platform/escape-html.js';
import type { MailMessage } from '../../platform/mailer.js';

/** The account e-mails, in plain text and simple HTML. Names are escaped; links are the shop's own. */

function html(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const button = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return `<!doctype html><html><body style="font-family:Georgia,serif;color:#1f1b16;line-height:1.5">${body}${button}<p>Selvedge, Singapore</p></body></html>`;
}

export function welcomeEmail({ to, firstName, publicUrl }: { to: string; firstName: string; publicUrl: string }): MailMessage {
  const lines = [
    `Dear ${firstName},`,
    'Welcome to Selvedge. Your account is ready: your sizes, addresses and orders will be kept there for your next piece.',
    'Every piece is cut to your measurements in our Singapore workroom and shipped worldwide.',
  ];
  const profile = `${publicUrl}/profile`;
  return {
    to,
    subject: 'Welcome to Selvedge',
    text: `${lines.join('\n\n')}\n\nYour account: ${profile}\n\nSelvedge, Singapore\n`,
    html: html(lines, { href: profile, label: 'Open your account' }),
  };
}

export function passwordResetEmail({ to, firstName, link }: { to: string; firstName: string; link: string }): MailMessage {
  const lines = [
    `Dear ${firstName},`,
    'Someone (we hope you) asked to reset the password of your Selvedge account. Use the link below to choose a new one.',
    'The link works once, for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  ];
  return {
    to,
    subject: 'Reset your Selvedge password',
    text: `${lines.join('\n\n')}\n\n${link}\n\nSelvedge, Singapore\n`,
    html: html(lines, { href: link, label: 'Choose a new password' }),
  };
}

/** A back-office account's reset link: the customers' e-mail, in the back office's words. */
export function staffPasswordResetEmail({ to, name, link }: { to: string; name: string; link: string }): MailMessage {
  const lines = [
    `Dear ${name},`,
    'Someone (we hope you) asked to reset the password of your Selvedge back-office account. Use the link below to choose a new one.',
    'The link works once, for one hour, and signs you out everywhere. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  ];
  return {
    to,
    subject: 'Reset your Selvedge back-office password',
    text: `${lines.join('\n\n')}\n\n${link}\n\nSelvedge, Singapore\n`,
    html: html(lines, { href: link, label: 'Choose a new password' }),
  };
}
