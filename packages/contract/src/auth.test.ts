import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, LoginRequestSchema, RegisterRequestSchema, validateLogin, validateRegistration } from './auth.js';

const good = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'engine',
  confirmPassword: 'engine',
};

describe('validateRegistration (SPEC §5 order)', () => {
  it('accepts a good registration, and the schema agrees', () => {
    expect(validateRegistration(good)).toBeNull();
    expect(RegisterRequestSchema.parse(good)).toEqual({ ...good, acceptsMarketing: true });
  });

  it('trims names and trims and lower-cases the e-mail, keeping the password as typed', () => {
    const parsed = RegisterRequestSchema.parse({
      ...good,
      firstName: ' Ada ',
      email: '  Ada@Example.COM ',
      password: ' pass ',
      confirmPassword: ' pass ',
    });
    expect(parsed).toMatchObject({ firstName: 'Ada', email: 'ada@example.com', password: ' pass ' });
    expect(validateRegistration({ ...good, email: '  Ada@Example.COM ' })).toBeNull();
  });

  it('keeps acceptsMarketing false when it is sent false', () => {
    expect(RegisterRequestSchema.parse({ ...good, acceptsMarketing: false }).acceptsMarketing).toBe(false);
  });

  it.each([
    { what: 'no first name, everything else wrong', body: { password: '1', email: 'x' }, message: AUTH_MESSAGES.firstNameEmpty },
    { what: 'a blank first name', body: { ...good, firstName: '  ' }, message: 'First name cannot be empty' },
    { what: 'no last name and a short password', body: { ...good, lastName: '', password: '1234' }, message: 'Last name cannot be empty' },
    {
      what: 'a short password and a bad e-mail and a mismatch',
      body: { ...good, password: '1234', confirmPassword: 'other', email: 'nope' },
      message: 'Password must be at least 5 characters.',
    },
    { what: 'no password', body: { ...good, password: undefined }, message: 'Password must be at least 5 characters.' },
    {
      what: 'a password that is a number',
      body: { ...good, password: 123456, confirmPassword: 123456 },
      message: 'Password must be at least 5 characters.',
    },
    {
      what: 'a bad e-mail and a mismatch',
      body: { ...good, email: 'ada.example.com', confirmPassword: 'other' },
      message: 'Email is invalid.',
    },
    { what: 'no e-mail', body: { ...good, email: undefined }, message: 'Email is invalid.' },
    { what: 'a blank e-mail', body: { ...good, email: '   ' }, message: 'Email is invalid.' },
    { what: 'an e-mail over 254 characters', body: { ...good, email: `${'a'.repeat(250)}@example.com` }, message: 'Email is invalid.' },
    { what: 'a mismatch', body: { ...good, confirmPassword: 'engines' }, message: 'Password and Confirm Password do not match.' },
    { what: 'no confirmation', body: { ...good, confirmPassword: undefined }, message: 'Password and Confirm Password do not match.' },
    {
      what: 'a password over 256 characters',
      body: { ...good, password: 'p'.repeat(257), confirmPassword: 'p'.repeat(257) },
      message: AUTH_MESSAGES.passwordTooLong,
    },
    { what: 'a first name over 80 characters', body: { ...good, firstName: 'A'.repeat(81) }, message: AUTH_MESSAGES.firstNameTooLong },
    {
      what: 'acceptsMarketing that is text',
      body: { ...good, acceptsMarketing: 'yes' },
      message: AUTH_MESSAGES.acceptsMarketingNotBoolean,
    },
    { what: 'a list', body: [good], message: AUTH_MESSAGES.registerNotAnObject },
    { what: 'null', body: null, message: AUTH_MESSAGES.registerNotAnObject },
  ])('answers $what with "$message", and the schema refuses it too', ({ body, message }) => {
    expect(validateRegistration(body)).toBe(message);
    expect(RegisterRequestSchema.safeParse(body).success).toBe(false);
  });

  it('takes a password of exactly 5 and of exactly 256 characters', () => {
    expect(validateRegistration({ ...good, password: '12345', confirmPassword: '12345' })).toBeNull();
    expect(validateRegistration({ ...good, password: 'p'.repeat(256), confirmPassword: 'p'.repeat(256) })).toBeNull();
  });
});

describe('validateLogin', () => {
  it('accepts an e-mail and a password, normalising the e-mail', () => {
    expect(validateLogin({ email: ' Ada@Example.com', password: 'x' })).toBeNull();
    expect(LoginRequestSchema.parse({ email: ' Ada@Example.com', password: 'x' })).toEqual({ email: 'ada@example.com', password: 'x' });
  });

  it.each([
    [{}, AUTH_MESSAGES.emailEmpty],
    [{ email: ' ', password: 'x' }, AUTH_MESSAGES.emailEmpty],
    [{ email: 'ada@example.com' }, AUTH_MESSAGES.passwordEmpty],
    [{ email: 'ada@example.com', password: '' }, AUTH_MESSAGES.passwordEmpty],
    [{ email: 7, password: 'x' }, AUTH_MESSAGES.emailInvalid],
    ['ada', AUTH_MESSAGES.loginNotAnObject],
  ])('refuses %j with "%s"', (body, message) => {
    expect(validateLogin(body)).toBe(message);
  });
});
