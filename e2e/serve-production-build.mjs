// Starts the built server for the end-to-end tests on a fresh, throwaway embedded database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dataDir = mkdtempSync(path.join(tmpdir(), 'selvedge-e2e-'));
process.env.DATA_DIR = dataDir;
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanUp);

// The back office's one-time set-up link, printed at first start for the owner to open: kept where
// the journeys read it (fixtures/staff.ts), as a person would copy it from the console.
const setupLinkFile = process.env.E2E_SETUP_LINK_FILE;
if (setupLinkFile) {
  rmSync(setupLinkFile, { force: true });
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk, ...rest) => {
    const link = String(chunk).match(/https?:\/\/\S+\/admin\/setup\?token=[\w-]+/)?.[0];
    if (link) writeFileSync(setupLinkFile, link);
    return write(chunk, ...rest);
  };
}

const server = path.resolve(import.meta.dirname, '../apps/api/dist/server.js');
await import(pathToFileURL(server).href);
