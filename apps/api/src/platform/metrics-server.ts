import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * `GET /metrics` on a port of its own (METRICS_PORT, METRICS_HOST), never the shop's: the shop's
 * port faces the public, this one a Prometheus on a private network or the same machine. With a
 * token (METRICS_TOKEN) every scrape must send `Authorization: Bearer <token>` (decision 044).
 */

interface MetricsLog {
  error(details: object, message: string): void;
}

export interface MetricsServer {
  /** The port it listens on (the one asked for, or the system's choice for 0). */
  port: number;
  close(): Promise<void>;
}

/** Whether `header` is `Bearer <token>`, compared in constant time (the digests have one length whatever was sent). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`));
}

export function startMetricsServer({
  registry,
  host,
  port,
  token,
  log,
}: {
  registry: Registry;
  host: string;
  port: number;
  token: string | null;
  log: MetricsLog;
}): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const answer = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics') return answer(404, 'Not found: metrics are at /metrics.\n');
    if (request.method !== 'GET' && request.method !== 'HEAD') return answer(405, 'Only GET.\n', { allow: 'GET, HEAD' });
    // Checked before anything is read, so a stranger's scrape costs the database nothing.
    if (token !== null && !bearerMatches(request.headers.authorization, token)) {
      return answer(401, 'A bearer token is needed.\n', { 'www-authenticate': 'Bearer realm="metrics"' });
    }
    registry.metrics().then(
      (text) => answer(200, text, { 'content-type': registry.contentType }),
      (error: unknown) => {
        log.error({ err: error }, 'the metrics could not be read');
        answer(500, 'The metrics could not be read.\n');
      },
    );
  });
  // A scraper that keeps its connection open does not hold the shutdown.
  server.keepAliveTimeout = 5_000;
  return new Promise((resolve, reject) => {
    const refused = (error: Error) =>
      reject(new Error(`The metrics could not be served on ${host}:${port} (METRICS_HOST, METRICS_PORT): ${error.message}`));
    server.once('error', refused);
    server.listen(port, host, () => {
      server.off('error', refused);
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
