import { OutboxResponseSchema, type OutboxMessage } from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors.js';
import type { OutboxRepository } from './outbox.repository.js';

const LINK = /https?:\/\/[^\s<>"]+/g;

/** The outbox holds live reset links: it answers only on the machine itself. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * GET /api/dev/outbox: the e-mails the shop wrote while no SMTP server was set, newest first, for
 * a developer (and the end-to-end tests) to read. Registered only outside production, and it answers
 * only requests from the machine itself, so a shop started without NODE_ENV=production still shows
 * nobody else the reset links.
 */
export function outboxRoutes(outbox: OutboxRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/outbox',
      {
        config: { auth: 'public', plainJson: true },
        schema: {
          querystring: z.object({ to: z.string().max(254).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
          response: { 200: OutboxResponseSchema },
        },
      },
      async (request, reply) => {
        if (!LOOPBACK.has(request.ip)) throw notFound(`No such address: GET ${request.url.split('?')[0]}`);
        void reply.header('cache-control', 'no-store');
        const to = request.query.to?.trim().toLowerCase();
        const rows = await outbox.list({ to, limit: request.query.limit });
        const messages: OutboxMessage[] = rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          links: row.text.match(LINK) ?? [],
          createdAt: row.createdAt.toISOString(),
        }));
        return { messages };
      },
    );
  };
}
