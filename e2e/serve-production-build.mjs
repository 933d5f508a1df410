// Starts the built server for the end-to-end tests on a fresh, throwaway embedded database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dataDir = mkdtempSync(path.join(tmpdir(), 'selvedge-e2e-'));
process.env.DATA_DIR = dataDir;
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanUp);

const server = path.resolve(import.meta.dirname, '../apps/api/dist/server.js');
await import(pathToFileURL(server).href);
