import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import { describeApiFailure, failureText, showApiFailure, UNEXPECTED_TEXT, UNREACHABLE_TEXT } from './api-failure';

describe('the words for a failed call', () => {
  it("are the server's own sentence, with its code", () => {
    const failure = describeApiFailure(
      new ApiRequestError(429, 'too_many_attempts', 'Too many attempts. Please wait 15 minutes and try again.'),
    );
    expect(failure).toEqual({
      code: 'too_many_attempts',
      message: 'Too many attempts. Please wait 15 minutes and try again.',
      problems: [],
    });
  });

  it('hand the problems the server named to their fields', () => {
    const problems = [{ path: 'firstName', message: 'First name must not contain the NUL character (U+0000)' }];
    expect(describeApiFailure(new ApiRequestError(400, 'invalid_input', 'firstName: bad', problems)).problems).toEqual(problems);
  });

  it('put a refusal that is about one field beside that field, by its code', () => {
    const taken = describeApiFailure(new ApiRequestError(409, 'email_taken', 'Another account already uses this email.'));
    expect(taken.problems).toEqual([{ path: 'email', message: 'Another account already uses this email.' }]);
    const wrong = describeApiFailure(new ApiRequestError(400, 'current_password_wrong', 'Current password is incorrect.'));
    expect(wrong.problems).toEqual([{ path: 'currentPassword', message: 'Current password is incorrect.' }]);
  });

  it('never read the sentence: the same words under a code about no field stay with the form', () => {
    expect(describeApiFailure(new ApiRequestError(400, 'invalid_input', 'Another account already uses this email.')).problems).toEqual([]);
  });

  it('say the shop could not be reached when no answer came, and something went wrong otherwise', () => {
    expect(failureText(new TypeError('Failed to fetch'))).toBe(UNREACHABLE_TEXT);
    expect(describeApiFailure(new TypeError('Failed to fetch')).code).toBe('unreachable');
    expect(failureText(new Error('boom'))).toBe(UNEXPECTED_TEXT);
    // An answer without the shop's shape (a proxy's error page) has no sentence of its own.
    expect(failureText(new ApiRequestError(502, 'http_error', 'The shop answered 502.'))).toBe(UNEXPECTED_TEXT);
  });
});

describe('a failed call shown in a form', () => {
  const refusal = new ApiRequestError(400, 'invalid_input', 'price.sgdMinor: too low', [
    { path: 'price.sgdMinor', message: 'Too low' },
    { path: 'title', message: 'Needed' },
    { path: 'secret', message: 'Not a field here' },
  ]);

  it('puts each problem on the field of that name, focusing the first', () => {
    const setError = vi.fn();
    showApiFailure<{ title: string; price: { sgd: string } }>(refusal, setError, ['title', 'price.sgd']);
    expect(setError.mock.calls).toEqual([['title', { type: 'invalid_input', message: 'Needed' }, { shouldFocus: true }]]);
  });

  it('puts each problem on the field its path belongs to, when the form names its fields otherwise', () => {
    const setError = vi.fn();
    showApiFailure<{ title: string; price: { sgd: string } }>(refusal, setError, (path) =>
      path === 'price.sgdMinor' ? 'price.sgd' : path === 'title' ? 'title' : null,
    );
    expect(setError.mock.calls).toEqual([
      ['price.sgd', { type: 'invalid_input', message: 'Too low' }, { shouldFocus: true }],
      ['title', { type: 'invalid_input', message: 'Needed' }, { shouldFocus: false }],
    ]);
  });

  it('says the sentence under the form when no problem is about one of its fields', () => {
    const setError = vi.fn();
    showApiFailure<{ title: string }>(refusal, setError, () => null);
    expect(setError.mock.calls).toEqual([['root.server', { type: 'invalid_input', message: 'price.sgdMinor: too low' }]]);
  });
});
