import { z } from 'zod';
import { requestBody } from './request-body.js';

/** The customer-facing messages of SPEC §5, in the order they are checked. */
export const MAILING_LIST_MESSAGES = {
  firstNameEmpty: 'First name cannot be empty',
  lastNameEmpty: 'Last name cannot be empty',
  emailEmpty: 'Email cannot be empty',
  emailInvalid: 'Email is invalid',
  notAnObject: 'The signup must be a JSON object with firstName, lastName and email.',
  confirmationSent: 'Almost there: we have sent you an e-mail. Open the link in it to confirm your subscription.',
  confirmed: 'Thank you: your subscription is confirmed.',
  confirmTokenInvalid: 'This confirmation link has expired or is not valid. Sign up again to get a new one.',
  confirmNotAnObject: 'The request must be a JSON object with token.',
} as const;

/** A confirmation link lives seven days. */
export const MAILING_LIST_CONFIRM_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const MAILING_LIST_NAME_MAX = 80;
/** RFC 5321 caps a forward path at 256 octets including the angle brackets. */
export const MAILING_LIST_EMAIL_MAX = 254;

function nameSchema(label: string, emptyMessage: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? emptyMessage : `${label} must be text`) })
    .trim()
    .min(1, emptyMessage)
    .max(MAILING_LIST_NAME_MAX, `${label} can be at most ${MAILING_LIST_NAME_MAX} characters`);
}

/**
 * POST /email/mailerlite (SPEC §7). The keys are checked in this order, so the first issue is the
 * first message of SPEC §5 that applies. Names are trimmed; the e-mail is trimmed and lower-cased.
 */
export const MailingListSignupSchema = requestBody(
  {
    firstName: nameSchema('First name', MAILING_LIST_MESSAGES.firstNameEmpty),
    lastName: nameSchema('Last name', MAILING_LIST_MESSAGES.lastNameEmpty),
    email: z
      .string({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? MAILING_LIST_MESSAGES.emailEmpty : MAILING_LIST_MESSAGES.emailInvalid,
      })
      .trim()
      .toLowerCase()
      .min(1, MAILING_LIST_MESSAGES.emailEmpty)
      .max(MAILING_LIST_EMAIL_MAX, `Email can be at most ${MAILING_LIST_EMAIL_MAX} characters`)
      // Runs only once the text is present and short enough, so an empty e-mail gets one message.
      .pipe(z.email(MAILING_LIST_MESSAGES.emailInvalid)),
  },
  MAILING_LIST_MESSAGES.notAnObject,
);
export type MailingListSignup = z.infer<typeof MailingListSignupSchema>;
/** What a form holds before it is checked. */
export type MailingListSignupInput = z.input<typeof MailingListSignupSchema>;

/**
 * Double opt-in: a signup is only a request. The same answer is given whether the address is new,
 * waiting for confirmation or already confirmed, so it tells nobody who is on the list.
 */
export const MailingListSignupResponseSchema = z.object({
  confirmationSent: z.literal(true),
  message: z.string(),
});
export type MailingListSignupResponse = z.infer<typeof MailingListSignupResponseSchema>;

export type MailingListField = 'firstName' | 'lastName' | 'email';

/** The first problem with a signup and the field it belongs to (null for a body that is no object). */
export function firstMailingListIssue(input: unknown): { field: MailingListField | null; message: string } | null {
  const result = MailingListSignupSchema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  const key = issue.path[0];
  const field = key === 'firstName' || key === 'lastName' || key === 'email' ? key : null;
  return { field, message: issue.message };
}

/** The first message of SPEC §5 that applies to a signup, or null when it is good. Used by the form and the API alike. */
export function validateMailingListSignup(input: unknown): string | null {
  return firstMailingListIssue(input)?.message ?? null;
}

/** POST /email/mailerlite/confirm: the token of the link in the confirmation e-mail. */
export const MailingListConfirmRequestSchema = requestBody(
  {
    token: z
      .string({ error: MAILING_LIST_MESSAGES.confirmTokenInvalid })
      .regex(/^[A-Za-z0-9_-]{43}$/, MAILING_LIST_MESSAGES.confirmTokenInvalid),
  },
  MAILING_LIST_MESSAGES.confirmNotAnObject,
);
export type MailingListConfirmRequest = z.infer<typeof MailingListConfirmRequestSchema>;

export const MailingListConfirmResponseSchema = z.object({ confirmed: z.literal(true), message: z.string() });
export type MailingListConfirmResponse = z.infer<typeof MailingListConfirmResponseSchema>;
