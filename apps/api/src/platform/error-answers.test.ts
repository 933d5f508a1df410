import { ApiErrorSchema, ErrorCodeSchema } from '@selvedge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'analytical', confirmPassword: 'analytical' };

describe('problems[]: every problem of bad input, each on its field', () => {
  it('lists each bad field of a registration, the first in SPEC’s order as the sentence', async () => {
    const answer = await shop.call({
      method: 'POST',
      url: '/api/shopify/auth/register',
      payload: { ...ada, password: '1234', confirmPassword: '12345', email: 'ada.example.com' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'Password must be at least 5 characters.',
      code: 'invalid_input',
      problems: [
        { path: 'password', message: 'Password must be at least 5 characters.' },
        { path: 'email', message: 'Email is invalid.' },
        { path: 'confirmPassword', message: 'Password and Confirm Password do not match.' },
      ],
    });
  });

  it('lists every missing field of a mailing-list sign-up', async () => {
    const answer = await shop.call({ method: 'POST', url: '/api/email/mailerlite', payload: {} });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'invalid_input',
      problems: [
        { path: 'firstName', message: 'First name cannot be empty' },
        { path: 'lastName', message: 'Last name cannot be empty' },
        { path: 'email', message: 'Email cannot be empty' },
      ],
    });
  });

  it('names a bad query parameter by its name, as the sentence does', async () => {
    const answer = await shop.call<{ error: string; problems: { path: string; message: string }[] }>({
      method: 'GET',
      url: '/api/shopify/products/shirt?cc=XXX',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.problems).toHaveLength(1);
    const [problem] = answer.body.problems;
    expect(problem?.path).toBe('cc');
    expect(answer.body.error).toBe(`cc: ${problem?.message}`);
  });

  it('calls a body that is not an object a problem of the body', async () => {
    const answer = await shop.call({ method: 'POST', url: '/api/shopify/auth/recover', payload: ['ada@example.com'] });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'invalid_input', problems: [{ path: 'body' }] });
  });
});

describe('error codes', () => {
  it.each([
    { what: 'an unknown address', request: { method: 'GET' as const, url: '/api/no-such-thing' }, status: 404 },
    {
      what: 'an unknown session',
      request: { method: 'GET' as const, url: '/api/firebase/customers/customer', headers: { authorization: 'Bearer nope' } },
      status: 401,
    },
    {
      what: 'a body that is not JSON',
      request: {
        method: 'POST' as const,
        url: '/api/shopify/auth/login?cc=SGD',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      },
      status: 400,
    },
    { what: 'an unknown cart', request: { method: 'GET' as const, url: '/api/shopify/cart/not-a-cart-id?cc=SGD' }, status: 400 },
    {
      what: 'a product id that is not one',
      request: { method: 'GET' as const, url: '/api/shopify/products/shirt/%21%21?cc=SGD' },
      status: 400,
    },
  ])('answers $what with a code from the contract’s list', async ({ request, status }) => {
    const answer = await shop.call(request);
    expect(answer.status).toBe(status);
    expect(ApiErrorSchema.safeParse(answer.body).success).toBe(true);
  });

  it('has one list without repeats, in the snake_case programs expect', () => {
    const codes = ErrorCodeSchema.options;
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });
});
