import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { openPreparedDatabase } from './db/prepare-database.js';
import { loadConfig } from './platform/config.js';
import { startMetricsServer, type MetricsServer } from './platform/metrics-server.js';

/** Where the built storefront is when WEB_DIST is not set: apps/web/dist beside this app. */
function defaultWebDist(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidate = path.resolve(here, '../../web/dist');
  return existsSync(path.join(candidate, 'index.html')) ? candidate : null;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const webDist = config.webDist ?? defaultWebDist();
  const { database, seed } = await openPreparedDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, seed: config.seed });
  let setupLink: string | null = null;
  const app = await buildApp({
    config: { ...config, webDist },
    database,
    // A shop with no staff yet: a one-time link for the owner, printed once on the console (not into the request log).
    onSetupLink: config.worker === 'only' ? undefined : (link) => (setupLink = link),
  });
  app.addHook('onClose', async () => database.close());
  // Metrics on their own port (METRICS_PORT), opened once the app is ready and closed first at shutdown.
  let metricsServer: MetricsServer | null = null;
  app.addHook('preClose', async () => metricsServer?.close());
  const serveMetrics = async () => {
    if (!config.metrics || !app.metrics) return;
    metricsServer = await startMetricsServer({ registry: app.metrics.registry, ...config.metrics, log: app.log });
    app.log.info(
      { host: config.metrics.host, port: metricsServer.port, token: config.metrics.token !== null },
      'metrics are served at /metrics on their own port',
    );
  };

  if (seed.seeded) app.log.info({ fabrics: seed.fabrics }, 'seeded the demo shop');
  if (!webDist) app.log.warn('the storefront is not built; serving the API only (run "npm run build")');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: draining, then finishing requests in flight');
    app.lifecycle.drain();
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000);
    force.unref();
    new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs))
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // `npm run backup` on an embedded database this process holds asks it for the backup (platform/backups.ts).
  process.on('SIGUSR2', () => {
    app.backups.make().then(
      (made) => app.log.info({ file: path.basename(made.file), bytes: made.bytes, orders: made.manifest.orders }, 'backup written'),
      (error: unknown) => app.log.error({ err: error }, 'backup failed'),
    );
  });

  if (config.worker === 'only') {
    // A worker process for a shop scaled out: it runs the queued jobs and serves nothing.
    await app.ready();
    await serveMetrics();
    app.log.info({ worker: 'only' }, 'Selvedge job worker is running (WORKER=only): no HTTP port is open for the shop');
    return;
  }

  await app.listen({ host: config.host, port: config.port });
  await serveMetrics();
  // The picture each customiser opens on, drawn now rather than for the first visitor (kept in the file storage).
  app.previews.warmDefaults().then(
    (ready) => app.log.info({ types: ready }, 'customiser pictures ready'),
    (error: unknown) => app.log.warn({ err: error }, 'customiser pictures were not drawn ahead: each is drawn when first asked for'),
  );
  const where = config.databaseUrl ? 'Postgres' : `PGlite in ${config.dataDir}`;
  app.log.info(`Selvedge is open at http://localhost:${config.port} (database: ${where})`);
  if (config.worker === 'off') app.log.info('jobs are only enqueued here (WORKER=off): a WORKER=only process runs them');
  if (setupLink)
    process.stdout.write(
      `\nThe back office has no owner yet. Open this link to set it up (it works once, for 24 hours):\n\n  ${setupLink}\n\n`,
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
