import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.js';

describe('security headers', () => {
  it("are Helmet's for the options, worked out once", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
      crossOriginEmbedderPolicy: false,
    });
    expect(headers['content-security-policy']).toBe("default-src 'self';frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });
});
