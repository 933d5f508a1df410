// What the home page's first download is made of: the storefront's entry and every chunk it imports
// statically (as the build's manifest lists them, the files index.html names), each gzipped at level
// 9 as the budget test counts them, and each file's bytes shared among the packages and source
// folders its source map names. A chunk's gzipped size is shared in proportion to its minified bytes,
// so a package's figure is an estimate within a few hundred bytes. Run after `node scripts/build.mjs`:
//   node bench/home-download.mjs [apps/web/dist]   (DETAIL=1: source files, not packages)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const detail = Boolean(process.env.DETAIL);
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);

/** The chunks `key` loads before it runs: itself and its static imports, transitively. */
function firstDownload(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) firstDownload(imported, seen);
  return seen;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's mappings, per generated line: [generated column, source index] of each segment. */
function segments(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const decoded = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      decoded.push([column, fields.length > 1 ? source : -1]);
    }
    lines.push(decoded);
  }
  return lines;
}

/** Where a source belongs: its npm package, or (DETAIL=1, or the shop's own code) its path. */
function owner(source) {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return source.replace(/^(\.\.\/)+/, '');
  const rest = source.slice(at + 'node_modules/'.length);
  if (detail) return rest;
  const parts = rest.split('/');
  return `npm:${parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
}

const owners = new Map();
const files = [];
for (const key of firstDownload('index.html')) {
  const file = manifest[key].file;
  const code = readFileSync(path.join(dist, file), 'utf8');
  const gzip = gzipSync(code, { level: 9 }).length;
  files.push([file, gzip]);
  const map = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8'));
  const lines = code.split('\n');
  const ratio = gzip / code.length;
  segments(map.mappings).forEach((decoded, index) => {
    const length = lines[index]?.length ?? 0;
    decoded.forEach(([column, source], i) => {
      const name = source < 0 ? "(the bundler's own code)" : owner(map.sources[source]);
      const bytes = (decoded[i + 1]?.[0] ?? length) - column;
      owners.set(name, (owners.get(name) ?? 0) + bytes * ratio);
    });
  });
}

const total = files.reduce((sum, [, bytes]) => sum + bytes, 0);
console.log(`Home page first download: ${files.length} files, ${kb(total).trim()} KB gzipped`);
for (const [file, bytes] of files.sort((a, b) => b[1] - a[1])) console.log(`${kb(bytes)} KB ${file}`);
console.log('\nBy package (npm:) and source file:');
for (const [name, bytes] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP) || 30))
  console.log(`${kb(bytes)} KB ${name}`);

// The entry's list of every lazy screen's chunks (Vite's __vite__mapDeps), which grows with each route.
const entry = readFileSync(path.join(dist, manifest['index.html'].file), 'utf8');
const deps = /const __vite__mapDeps=[^\n]*?\]\)\)\)/.exec(entry)?.[0] ?? '';
console.log(
  `\nThe entry's lazy chunk lists: ${(deps.length / 1024).toFixed(1)} KB minified, ${kb(gzipSync(deps, { level: 9 }).length).trim()} KB gzipped alone`,
);
