import { describe, expect, it } from 'vitest';
import { validateRegistration } from './auth.js';
import { AddressInputSchema, UpdateCustomerRequestSchema } from './customer.js';
import { validateMailingListSignup } from './mailing-list.js';
import { SaveSizeRequestSchema } from './measurements.js';
import { unknownFieldsMessage } from './request-body.js';

const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'analytical', confirmPassword: 'analytical' };

describe('request bodies are strict', () => {
  it('refuses a key a request does not take, naming it, instead of dropping it', () => {
    const result = UpdateCustomerRequestSchema.safeParse({ firstName: 'Ada', passwordHash: 'x', id: 'cus_other' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('passwordHash, id: are not fields of this request');
    expect(
      AddressInputSchema.safeParse({
        firstName: 'A',
        lastName: 'L',
        address1: '1 Road',
        city: 'Singapore',
        countryCode: 'SG',
        colour: 'red',
      }).error?.issues[0]?.message,
    ).toBe(unknownFieldsMessage(['colour']));
  });

  it('refuses unknown keys inside a body too', () => {
    const size = {
      track: 'standard',
      sizeName: 'Everyday',
      basedOn: { size: '40', fit: 'Slim', extra: 1 },
      measurements: [{ id: 'chest', fitting_size: 40 }],
      type: 'shirt',
    };
    expect(SaveSizeRequestSchema.safeParse(size).error?.issues[0]).toMatchObject({
      path: ['basedOn'],
      message: 'extra: is not a field of this request',
    });
  });

  it('keeps SPEC §5 first: the form messages come before an unknown key', () => {
    expect(validateRegistration({ ...ada, password: 'abc', confirmPassword: 'abc', nickname: 'A' })).toBe(
      'Password must be at least 5 characters.',
    );
    expect(validateRegistration({ ...ada, nickname: 'A' })).toBe('nickname: is not a field of this request');
    expect(validateRegistration({ ...ada, acceptsMarketing: true })).toBeNull();
    expect(validateMailingListSignup({ firstName: 'Ada', lastName: 'L', email: 'ada@example.com', source: 'x' })).toBe(
      'source: is not a field of this request',
    );
  });
});
