// Typechecks every workspace project with its own tsconfig (web has DOM and JSX, the others do not).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const projects = ['packages/contract', 'packages/domain', 'apps/api', 'apps/web', 'e2e', 'scripts'];
for (const project of projects) {
  process.stdout.write(`typecheck ${project}\n`);
  execFileSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
}
