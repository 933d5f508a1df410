import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** zod's classic schemas file, the one importer whose JSON Schema imports are replaced. */
const CLASSIC_SCHEMAS = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
const PROCESSORS = '../core/json-schema-processors.js';
const TO_JSON_SCHEMA = '../core/to-json-schema.js';
const STUB_PREFIX = '\0selvedge:zod-without-json-schema:';

export const NO_JSON_SCHEMA_MESSAGE = 'JSON Schema is not built into the storefront (apps/web/vite-zod-without-json-schema.ts).';

/** The names `importer` reads from a namespace import (`processors.x`) or a named import list. */
function importedNames(code: string, namespace: string): string[] {
  return [...new Set([...code.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)`, 'g'))].map((match) => match[1] ?? ''))]
    .filter(Boolean)
    .sort();
}

/**
 * The stand-in for zod's json-schema-processors.js: the real `aggregateChecks` (a string's
 * `minLength`, a number's `minValue`... read through it), and for every processor a function
 * that throws. Only `toJSONSchema` calls a processor.
 */
function processorsStub(realFile: string, names: string[]): string {
  const absent = names.filter((name) => name !== 'aggregateChecks');
  return [
    `export { aggregateChecks } from ${JSON.stringify(realFile)};`,
    `const absent = () => { throw new Error(${JSON.stringify(NO_JSON_SCHEMA_MESSAGE)}); };`,
    ...absent.map((name) => `export const ${name} = absent;`),
  ].join('\n');
}

/** The stand-in for zod's to-json-schema.js: each method maker makes a method that throws. */
function toJsonSchemaStub(names: string[]): string {
  return [
    `const absent = () => () => { throw new Error(${JSON.stringify(NO_JSON_SCHEMA_MESSAGE)}); };`,
    ...names.map((name) => `export const ${name} = absent;`),
  ].join('\n');
}

/**
 * zod 4's classic schemas carry `toJSONSchema()` and the Standard Schema `jsonSchema` methods, so
 * every storefront that checks an answer with zod also downloads the JSON Schema generator (about
 * 17 KB minified, 4.5 KB gzipped), though only the API, which keeps the real one, ever makes JSON
 * Schema. The storefront's build gives zod's classic schemas stand-ins for those two files:
 * parsing is untouched, and a JSON Schema asked for in a browser throws (docs/decisions/028).
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'selvedge:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !CLASSIC_SCHEMAS.test(importer)) return null;
      if (source !== PROCESSORS && source !== TO_JSON_SCHEMA) return null;
      return `${STUB_PREFIX}${source === PROCESSORS ? 'processors' : 'to-json-schema'}:${importer}`;
    },
    async load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      const [kind, ...rest] = id.slice(STUB_PREFIX.length).split(':');
      const importer = rest.join(':');
      const code = await readFile(importer, 'utf8');
      if (kind === 'processors') return processorsStub(path.join(path.dirname(importer), PROCESSORS), importedNames(code, 'processors'));
      const named = /import\s*\{([^}]*)\}\s*from\s*["']\.\.\/core\/to-json-schema\.js["']/.exec(code)?.[1] ?? '';
      return toJsonSchemaStub(
        named
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      );
    },
  };
}
