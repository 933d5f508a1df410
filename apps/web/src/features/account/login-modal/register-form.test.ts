import { validateRegistration } from '@selvedge/contract';
import fc from 'fast-check';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { registerResolver } from './register-form';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<never>;

/** The one message the form shows for these values, or null when it would send them. */
async function formMessage(values: Parameters<typeof registerResolver>[0]): Promise<string | null> {
  const { errors } = await registerResolver(values, undefined, options as never);
  const messages = Object.values(errors).map((error) => error?.message);
  expect(messages.length).toBeLessThanOrEqual(1);
  return (messages[0] as string | undefined) ?? null;
}

describe('the registration form checks', () => {
  it('say what the server would say, one message, in the order of SPEC §5', async () => {
    const text = fc.oneof(
      fc.constantFrom('', ' ', 'Ada', 'abc', 'abcde', 'ada@example.com', 'ada.example.com', 'A@B.CO', ' a@b.co '),
      fc.string({ maxLength: 8 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({ firstName: text, lastName: text, email: text, password: text, confirmPassword: text, acceptsMarketing: fc.boolean() }),
        async (values) => {
          expect(await formMessage(values)).toBe(validateRegistration(values));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('put the password length before the e-mail and the e-mail before the match', async () => {
    const values = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada.example.com',
      password: 'abc',
      confirmPassword: 'abcd',
      acceptsMarketing: true,
    };
    expect(await formMessage(values)).toBe('Password must be at least 5 characters.');
    expect(await formMessage({ ...values, password: 'abcde' })).toBe('Email is invalid.');
    expect(await formMessage({ ...values, password: 'abcde', email: 'ada@example.com' })).toBe(
      'Password and Confirm Password do not match.',
    );
  });
});
