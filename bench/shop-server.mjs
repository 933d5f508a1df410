// The built shop (apps/api/dist/server.js) on a fresh embedded database, for benchmarks that start
// it themselves. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from './wait-for-server.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Starts the shop on 127.0.0.1:`port` and waits until it answers; `env` adds settings; `checkout`,
 * another checkout of the repository with its own build, runs that build instead (an A/B run).
 */
export async function startShop({ port, env = {}, checkout = root }) {
  // A server already on the port (another checkout's e2e run, say) would answer in ours' stead, and be measured.
  const taken = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is taken by another server: stop it, or choose another port (BENCH_PORT for bench:pages).`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'selvedge-bench-'));
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=profiles": where the server's time goes.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, path.join(checkout, 'apps/api/dist/server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    // The database closes before its directory goes.
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    // A busy machine may take minutes to migrate and seed a fresh database.
    await waitFor(`${base}/api/health`, { attempts: 1200 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop, pid: server.pid };
}
