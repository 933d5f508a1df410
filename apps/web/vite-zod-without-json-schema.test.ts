// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { NO_JSON_SCHEMA_MESSAGE, zodWithoutJsonSchema } from './vite-zod-without-json-schema';

// Beside this file, so the entry resolves zod from the workspace's node_modules as the storefront does.
const root = mkdtempSync(path.join(import.meta.dirname, '.zod-build-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const entry = path.join(root, 'entry.js');
writeFileSync(
  entry,
  `import { z } from 'zod';
export const Email = z.object({ email: z.string().trim().min(3).max(254) });
export const Amount = z.number().int().min(0);
`,
);

/** The entry bundled as the storefront's build bundles it, with or without the plugin. */
async function bundle(withPlugin: boolean): Promise<string> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: withPlugin ? [zodWithoutJsonSchema()] : [],
    build: { write: false, minify: false, lib: { entry, formats: ['es'], fileName: 'entry' } },
  });
  if (!Array.isArray(result) && !('output' in result)) throw new Error('the build watched instead of building');
  const outputs: Rolldown.RolldownOutput[] = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('the build made no chunk');
  return chunk.code;
}

interface Bundled {
  Email: {
    parse(value: unknown): unknown;
    safeParse(value: unknown): { success: boolean };
    shape: { email: { minLength: number | null; maxLength: number | null } };
    toJSONSchema(): unknown;
  };
  Amount: { parse(value: unknown): unknown; minValue: number | null };
}

const load = async (code: string) => (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Bundled;

describe('zod without JSON Schema in the storefront build', () => {
  it('leaves the JSON Schema generator out, and a plain build has it', async () => {
    const [slim, plain] = await Promise.all([bundle(true), bundle(false)]);
    // A string only the generator writes (the draft it targets).
    expect(plain).toContain('draft-2020-12');
    expect(slim).not.toContain('draft-2020-12');
    expect(slim.length).toBeLessThan(plain.length - 10_000);
  });

  it('still parses, reports problems and reads limits; asking for JSON Schema says why it cannot', async () => {
    const { Email, Amount } = await load(await bundle(true));
    expect(Email.parse({ email: '  ada@example.com ' })).toEqual({ email: 'ada@example.com' });
    expect(Email.safeParse({ email: 'a' }).success).toBe(false);
    expect(() => Amount.parse(-1)).toThrow();
    expect(Email.shape.email.minLength).toBe(3);
    expect(Email.shape.email.maxLength).toBe(254);
    expect(Amount.minValue).toBe(0);
    expect(() => Email.toJSONSchema()).toThrow(NO_JSON_SCHEMA_MESSAGE);
  });
});
