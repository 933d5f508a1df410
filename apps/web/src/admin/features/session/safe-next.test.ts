import { describe, expect, it } from 'vitest';
import { safeNext } from './login-route';

describe('where the login page returns to', () => {
  it('returns to a page of the back office', () => {
    expect(safeNext('/orders?stage=cutting')).toBe('/orders?stage=cutting');
    expect(safeNext('/orders/SV-1001')).toBe('/orders/SV-1001');
  });

  it('never to another site, however the address is written', () => {
    for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null])
      expect(safeNext(next)).toBe('/');
  });
});
