// `npm run deploy:check`: checks the deployment files in deploy/ with the real tools that will run
// them, each when it is installed (Debian: apt-get install haproxy pgbouncer prometheus openssl;
// systemd-analyze comes with systemd), and the shop's own rules for them, which need no tool.
// Nothing is installed or written outside a temporary folder. A missing tool prints a line saying
// it was skipped and why; any tool or rule that reports an error makes the exit status 1.
//
//   node scripts/check-deploy.mjs [--deploy-dir <folder>]   (default: deploy/ of this repository)
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flag = process.argv.indexOf('--deploy-dir');
const deployDir = path.resolve(flag === -1 ? path.join(root, 'deploy') : process.argv[flag + 1]);
const file = (...parts) => path.join(deployDir, ...parts);
const UNITS = ['selvedge-api@.service', 'selvedge-worker.service'];
/** The server's own drain on SIGTERM (apps/api/src/server.ts); systemd must wait longer. */
const SERVER_DRAIN_SECONDS = 10;
const BUILT_ENTRY = 'apps/api/dist/server.js';

const results = [];
const report = (name, status, detail) => results.push({ name, status, detail: detail.trim() });

/** A program on PATH or in the sbin folders, where Debian puts haproxy and pgbouncer. */
function findTool(name) {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/local/sbin', '/usr/sbin', '/sbin'];
  for (const folder of folders.filter(Boolean)) {
    const candidate = path.join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}

function run(command, args, options = {}) {
  const answer = spawnSync(command, args, { encoding: 'utf8', timeout: 60_000, ...options });
  return { status: answer.status ?? 1, output: `${answer.stdout ?? ''}${answer.stderr ?? ''}${answer.error ? String(answer.error) : ''}` };
}

function scratch(name) {
  const folder = mkdtempSync(path.join(tmpdir(), `selvedge-${name}-`));
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** Lines of an ini/cfg file without comments. */
const meaningful = (text, comment) =>
  text
    .split('\n')
    .map((line) => line.replace(comment, '').trim())
    .filter(Boolean);

// --- The shop's rules, checked without any tool -------------------------------------------------

/** Every variable config.ts's schema reads (`NAME: z…` inside the schema). */
export function configVariables(configSource) {
  return [...new Set([...configSource.matchAll(/^\s+([A-Z][A-Z0-9_]*): z\b/gm)].map((match) => match[1]))];
}

/** The variables the env example names, set (`NAME=`) or shown commented out (`#NAME=`). */
export function exampleVariables(exampleText) {
  return new Set([...exampleText.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
}

function checkRules() {
  const problems = [];
  const example = readFileSync(file('selvedge.env.example'), 'utf8');
  const named = exampleVariables(example);
  const wanted = configVariables(readFileSync(path.join(root, 'apps/api/src/platform/config.ts'), 'utf8'));
  if (wanted.length < 10) problems.push(`found only ${wanted.length} variables in config.ts's schema: has its form changed?`);
  const missing = wanted.filter((name) => !named.has(name));
  if (missing.length > 0) problems.push(`selvedge.env.example does not name ${missing.join(', ')} (config.ts reads them)`);
  // The units set these per process; a value in the shared file would replace theirs.
  for (const name of ['PORT', 'WORKER', 'METRICS_PORT']) {
    if (new RegExp(`^${name}=`, 'm').test(example))
      problems.push(`selvedge.env.example sets ${name}, which each unit sets for its own process`);
  }

  for (const unit of UNITS) {
    const text = readFileSync(file('systemd', unit), 'utf8');
    // The entry `npm start` runs too (scripts/start.mjs), built by apps/api/build.mjs.
    const exec = /^ExecStart=\S+ (\S+)$/m.exec(text)?.[1];
    if (exec !== BUILT_ENTRY || !readFileSync(path.join(root, 'scripts/start.mjs'), 'utf8').includes(`'${BUILT_ENTRY}'`)) {
      problems.push(`${unit}: ExecStart must run node ${BUILT_ENTRY}, the server npm start runs, not ${exec}`);
    }
    const stop = Number(/^TimeoutStopSec=(\d+)s?$/m.exec(text)?.[1] ?? 0);
    if (stop <= SERVER_DRAIN_SECONDS)
      problems.push(`${unit}: TimeoutStopSec must be longer than the server's own ${SERVER_DRAIN_SECONDS} s drain`);
    if (!/^EnvironmentFile=\/etc\/selvedge\/selvedge\.env$/m.test(text))
      problems.push(`${unit}: must read EnvironmentFile=/etc/selvedge/selvedge.env`);
  }

  const pgbouncer = meaningful(readFileSync(file('pgbouncer', 'pgbouncer.ini'), 'utf8'), /[;#].*$/);
  const poolMode = pgbouncer
    .find((line) => /^pool_mode\s*=/.test(line))
    ?.split('=')[1]
    ?.trim();
  if (poolMode !== 'session') {
    problems.push(
      `pgbouncer.ini: pool_mode must be session, not ${poolMode ?? 'unset'} (the start-up lock, LISTEN and per-connection timeouts need one server connection per client)`,
    );
  }

  const haproxy = meaningful(readFileSync(file('haproxy', 'haproxy.cfg'), 'utf8'), /#.*$/);
  for (const line of ['option httpchk GET /api/health', 'http-check expect status 200', 'option forwardfor']) {
    if (!haproxy.includes(line)) problems.push(`haproxy.cfg: "${line}" is missing`);
  }
  // Only :80 and :443 face the network; the stats page and anything else stay on 127.0.0.1.
  const publicBinds = haproxy.filter((line) => /^bind\s/.test(line) && !/^bind\s+(:(80|443)|127\.0\.0\.1:\d+)(\s|$)/.test(line));
  if (publicBinds.length > 0) problems.push(`haproxy.cfg: only :80 and :443 may face the network, not "${publicBinds.join('", "')}"`);

  report(
    'shop rules',
    problems.length === 0 ? 'ok' : 'failed',
    problems.length === 0 ? `${wanted.length} variables named, session pooling, units and balancer as the shop needs` : problems.join('\n'),
  );
}

// --- The tools ---------------------------------------------------------------------------------

function checkHaproxy() {
  const haproxy = findTool('haproxy');
  if (!haproxy) return report('haproxy', 'skipped', 'haproxy is not installed (apt-get install haproxy)');
  const openssl = findTool('openssl');
  if (!openssl)
    return report('haproxy', 'skipped', 'openssl is not installed, and haproxy -c needs a certificate to load (apt-get install openssl)');
  // haproxy -c loads the certificate the config names: a throwaway self-signed one stands in for
  // /etc/haproxy/certs/shop.pem, in a copy of the config.
  const folder = scratch('haproxy');
  const made = run(openssl, [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=shop.example',
    '-keyout',
    path.join(folder, 'key.pem'),
    '-out',
    path.join(folder, 'cert.pem'),
  ]);
  if (made.status !== 0) return report('haproxy', 'failed', `openssl could not make a test certificate:\n${made.output}`);
  const pem = path.join(folder, 'shop.pem');
  writeFileSync(pem, readFileSync(path.join(folder, 'cert.pem'), 'utf8') + readFileSync(path.join(folder, 'key.pem'), 'utf8'));
  const config = path.join(folder, 'haproxy.cfg');
  writeFileSync(config, readFileSync(file('haproxy', 'haproxy.cfg'), 'utf8').replace(/\bcrt\s+\S+/g, `crt ${pem}`));
  // -dW: a warning fails the check too (a rule haproxy would run in another order than written).
  const checked = run(haproxy, ['-dW', '-c', '-f', config]);
  report(
    'haproxy',
    checked.status === 0 ? 'ok' : 'failed',
    `haproxy -dW -c -f deploy/haproxy/haproxy.cfg\n${checked.output.split(config).join('haproxy.cfg')}`,
  );
}

function checkSystemdUnits() {
  const analyze = findTool('systemd-analyze');
  if (!analyze) return report('systemd units', 'skipped', 'systemd-analyze is not installed (it comes with systemd)');
  // verify refuses a unit whose ExecStart program does not exist, and the units name /usr/bin/node,
  // where Debian's (and NodeSource's) node lives: where node is elsewhere, the copies run this one.
  // The template is checked as the instance selvedge-api@3001.
  const folder = scratch('systemd');
  const copies = UNITS.map((unit) => {
    const text = readFileSync(file('systemd', unit), 'utf8').replace(/^ExecStart=(\S+)/m, (line, program) =>
      existsSync(program) ? line : `ExecStart=${process.execPath}`,
    );
    const copy = path.join(folder, unit.replace('@.service', '@3001.service'));
    writeFileSync(copy, text);
    return copy;
  });
  const checked = run(analyze, ['verify', '--man=no', ...copies]);
  // verify exits 0 after "Unknown key …, ignoring" and other lines about a unit it half-read: any
  // line that names one of the copies is an error here.
  const complaints = checked.output.split('\n').filter((line) => line.includes(folder) || /selvedge-(api|worker)/.test(line));
  const ok = checked.status === 0 && complaints.length === 0;
  report(
    'systemd units',
    ok ? 'ok' : 'failed',
    `systemd-analyze verify ${UNITS.join(' ')}\n${checked.output.split(`${folder}/`).join('')}`,
  );
}

function checkPrometheus() {
  const promtool = findTool('promtool');
  if (!promtool) return report('prometheus', 'skipped', 'promtool is not installed (apt-get install prometheus)');
  const cwd = file('prometheus');
  for (const args of [
    ['check', 'config', 'prometheus.yml'],
    ['check', 'rules', 'alerts.yml'],
    ['test', 'rules', 'alerts.test.yml'],
  ]) {
    const checked = run(promtool, args, { cwd });
    report(`promtool ${args.join(' ')}`, checked.status === 0 ? 'ok' : 'failed', checked.output.replace(/\n\s*\n/g, '\n'));
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function checkPgbouncer() {
  const pgbouncer = findTool('pgbouncer');
  if (!pgbouncer) return report('pgbouncer', 'skipped', 'pgbouncer is not installed (apt-get install pgbouncer)');
  // pgbouncer has no "check the config" switch: it starts with a copy whose files are in a
  // temporary folder and whose port is a free one on 127.0.0.1, and is stopped once it is up. It
  // refuses to run as root, so as root it is started with -u nobody, who must reach that folder.
  const folder = scratch('pgbouncer');
  chmodSync(folder, 0o777);
  const log = path.join(folder, 'pgbouncer.log');
  const userlist = path.join(folder, 'userlist.txt');
  writeFileSync(userlist, '"selvedge" "not-a-password"\n');
  const port = await freePort();
  const settings = {
    listen_addr: '127.0.0.1',
    listen_port: String(port),
    unix_socket_dir: folder,
    auth_file: userlist,
    logfile: log,
    pidfile: path.join(folder, 'pgbouncer.pid'),
  };
  let text = readFileSync(file('pgbouncer', 'pgbouncer.ini'), 'utf8');
  for (const [key, value] of Object.entries(settings)) text = text.replace(new RegExp(`^${key}\\s*=.*$`, 'm'), `${key} = ${value}`);
  const config = path.join(folder, 'pgbouncer.ini');
  writeFileSync(config, text);
  for (const name of ['pgbouncer.ini', 'userlist.txt']) chmodSync(path.join(folder, name), 0o644);

  const asRoot = process.getuid?.() === 0;
  const child = spawn(pgbouncer, [...(asRoot ? ['-u', 'nobody'] : []), config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  const logText = () => (existsSync(log) ? readFileSync(log, 'utf8') : '');
  const deadline = Date.now() + 10_000;
  let up = false;
  while (Date.now() < deadline) {
    if (logText().includes('process up') || output.includes('process up')) {
      up = true;
      break;
    }
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), 100))]);
    if (code !== null) break;
  }
  child.kill('SIGTERM');
  await exited;
  const said = `${output}${logText()}`.split(`${folder}/`).join('');
  const lines = [
    ...new Set(
      said
        .split('\n')
        .map((line) => line.replace(/^\S+ \S+ \S+ \[?\d+\]? /, ''))
        .filter(Boolean),
    ),
  ];
  report(
    'pgbouncer',
    up ? 'ok' : 'failed',
    `pgbouncer started with deploy/pgbouncer/pgbouncer.ini${asRoot ? ' (as nobody)' : ''}\n${lines.join('\n')}`,
  );
}

// --- Run ---------------------------------------------------------------------------------------

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const name of [
    'selvedge.env.example',
    ...UNITS.map((unit) => `systemd/${unit}`),
    'haproxy/haproxy.cfg',
    'pgbouncer/pgbouncer.ini',
    'prometheus/prometheus.yml',
    'prometheus/alerts.yml',
  ]) {
    if (!existsSync(file(name))) report(name, 'failed', `${file(name)} does not exist`);
  }
  if (results.length === 0) {
    checkRules();
    checkHaproxy();
    checkSystemdUnits();
    checkPrometheus();
    await checkPgbouncer();
  }
  for (const { name, status, detail } of results) {
    console.log(`${status.padEnd(7)} ${name}${status === 'ok' ? '' : `: ${detail.split('\n').join('\n          ')}`}`);
  }
  const failed = results.filter((result) => result.status === 'failed').length;
  const skipped = results.filter((result) => result.status === 'skipped').length;
  console.log(`deploy check: ${results.length - failed - skipped} ok, ${failed} failed, ${skipped} skipped`);
  process.exit(failed > 0 ? 1 : 0);
}
