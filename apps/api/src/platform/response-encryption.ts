import { createCipheriv, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PLAIN_PATH_MARKER } from '@selvedge/contract';

/**
 * Wraps JSON answers in the AES-256-GCM envelope of DESIGN §4. It deters casual scraping of the
 * catalogue; it is not a security boundary (the key is in every page the shop serves).
 */
export function sealJson(json: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(json, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `{"v":1,"iv":"${iv.toString('base64')}","data":"${data.toString('base64')}"}`;
}

export function registerResponseEncryption(app: FastifyInstance, key: Buffer): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string') return payload;
    if (request.url.includes(PLAIN_PATH_MARKER) || request.routeOptions.config.plainJson === true) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    return sealJson(payload, key);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers plain JSON even with encryption on: developer tools read by people (the outbox). */
    plainJson?: boolean;
  }
}
