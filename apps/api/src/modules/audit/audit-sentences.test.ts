import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hasAuditSentence } from '@selvedge/domain';
import { describe, expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '..', '..');

/** Every source file of the API (its tests left out). */
async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    }),
  );
  return files.flat();
}

describe('the audit log’s sentences', () => {
  it('have one for every kind of entry the API writes', async () => {
    const actions = new Set<string>();
    for (const file of await sourceFiles(SOURCE)) {
      const text = await readFile(file, 'utf8');
      // Every kind is written as `action: 'kind.verb'`, passed to audit.record directly or through a helper.
      for (const match of text.matchAll(/action: '([a-z_]+\.[a-z_]+)'/g)) actions.add(match[1]!);
    }
    // The grep finds the kinds (a broken pattern would find none and pass).
    expect(actions).toContain('fabric.sale_status');
    expect(actions.size).toBeGreaterThan(30);
    expect([...actions].filter((action) => !hasAuditSentence(action))).toEqual([]);
  });
});
