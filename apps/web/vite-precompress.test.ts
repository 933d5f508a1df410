// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './vite-precompress';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A build output folder with the given files, compressed as `vite build` would at its end. */
async function buildWith(files: Record<string, string>): Promise<string> {
  const root = mkdtempSync(path.join(tmpdir(), 'selvedge-precompress-'));
  roots.push(root);
  const dist = path.join(root, 'dist');
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), content);
  }
  const plugin = precompress();
  const hook = <T>(h: unknown) => (typeof h === 'function' ? h : (h as { handler: T }).handler) as T;
  hook<(config: ResolvedConfig) => void>(plugin.configResolved)({ root, build: { outDir: 'dist' } } as ResolvedConfig);
  await hook<() => Promise<void>>(plugin.closeBundle)();
  return dist;
}

const script = `export const cloth = ${JSON.stringify('oxford twill poplin '.repeat(200))};`;

describe('precompress', () => {
  it('writes a brotli and a gzip copy of each text asset that decompress to the file', async () => {
    const dist = await buildWith({
      'assets/vendor-1.js': script,
      'assets/index-2.css': `.a{color:red}\n`.repeat(200),
      'favicon.svg': `<svg>${'<g/>'.repeat(400)}</svg>`,
    });
    for (const name of ['assets/vendor-1.js', 'assets/index-2.css', 'favicon.svg']) {
      const file = path.join(dist, name);
      const original = readFileSync(file);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original)).toBe(true);
      expect(readFileSync(`${file}.br`).length).toBeLessThan(original.length);
    }
  });

  it('leaves alone files too small to gain, source maps and index.html (the server writes into it)', async () => {
    const dist = await buildWith({
      'assets/tiny-3.js': 'export const a = 1;',
      'assets/vendor-1.js.map': JSON.stringify({ mappings: 'A'.repeat(5000) }),
      'index.html': `<!doctype html>${'<p>Selvedge</p>'.repeat(300)}`,
    });
    for (const name of ['assets/tiny-3.js', 'assets/vendor-1.js.map', 'index.html']) {
      expect(existsSync(path.join(dist, `${name}.br`))).toBe(false);
      expect(existsSync(path.join(dist, `${name}.gz`))).toBe(false);
    }
  });
});
