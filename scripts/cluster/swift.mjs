// A real S3 server on this machine: a single-node OpenStack Swift with its s3api and tempauth
// middlewares, bound to 127.0.0.1 only, every file of it (configuration, rings, data, logs) under
// the folder the caller gives. The cluster tests point STORAGE_URL at it; `node
// scripts/cluster/swift.mjs` runs one until Ctrl-C and prints what to set.
//
// Swift reads swift.conf from /etc/swift unless told otherwise, and its servers have no option for
// that (`swift_dir` only moves the rings), so each server is started through a few lines of Python
// that point Swift at this folder first and then run the very command Debian installs.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SERVERS = ['account', 'container', 'object'];
const COMMANDS = ['swift-proxy-server', 'swift-account-server', 'swift-container-server', 'swift-object-server'];
const PACKAGES = ['swift-proxy', 'swift-object', 'swift-container', 'swift-account'];
const BUCKET = 'selvedge';
/** tempauth's user `shop` of account `selvedge`: s3api takes `account:user` as the access key. */
const ACCESS_KEY_ID = 'selvedge:shop';
const REGION = 'us-east-1';

// Sets swift.conf's folder before anything reads it, then runs the installed server script as
// its own `python3 /usr/bin/swift-…-server conf -v` would.
const LAUNCHER = `
import runpy, sys
swift_dir, script, conf = sys.argv[1:4]
from swift.common import utils
utils.set_swift_dir(swift_dir)
print('swift.conf:', utils.SWIFT_CONF_FILE, flush=True)
from swift.common import storage_policy
storage_policy.reload_storage_policies()
sys.argv = [script, conf, '-v']
runpy.run_path(script, run_name='__main__')
`;

// Each server's ring (and its builder file, for swift-ring-builder to read later): device d1 on 127.0.0.1.
const RING_BUILDER = `
import json, os, sys
from swift.common.ring import RingBuilder
etc, ports = sys.argv[1], json.loads(sys.argv[2])
for name, port in ports.items():
    builder = RingBuilder(8, 1, 1)
    builder.add_dev({'id': 0, 'region': 1, 'zone': 1, 'ip': '127.0.0.1', 'port': port, 'device': 'd1', 'weight': 100})
    builder.rebalance()
    builder.get_ring().save(os.path.join(etc, name + '.ring.gz'))
    builder.save(os.path.join(etc, name + '.builder'))
`;

/** Where `command` is on PATH, or null. */
function which(command) {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(folder, command);
    if (folder && existsSync(file)) return file;
  }
  return null;
}

/** Whether the Swift servers are installed (found on PATH), so a test can skip without them. */
export function swiftInstalled() {
  return COMMANDS.every((command) => which(command) !== null);
}

/** The Swift commands, installed from Debian's packages first when one is missing. */
function swiftCommands(log) {
  const missing = COMMANDS.filter((command) => !which(command));
  if (missing.length > 0) {
    log(`swift: ${missing.join(', ')} not found; installing ${PACKAGES.join(' ')} with apt-get`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () => spawnSync('apt-get', ['install', '-y', ...PACKAGES], { stdio: 'inherit', env }).status === 0;
    if (!install()) {
      log('swift: the install failed; running apt-get update and trying again');
      spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
      if (!install()) throw new Error(`Could not install ${PACKAGES.join(' ')} (apt-get install failed; as root?).`);
    }
  }
  const found = Object.fromEntries(COMMANDS.map((command) => [command, which(command)]));
  const still = COMMANDS.filter((command) => !found[command]);
  if (still.length > 0) throw new Error(`Swift commands still missing after the install: ${still.join(', ')}`);
  return found;
}

/** The Python the installed scripts name on their first line: Swift's modules are installed for it, not for whatever python3 comes first on PATH. */
function pythonOf(script) {
  const first = readFileSync(script, 'utf8').split('\n', 1)[0] ?? '';
  const match = /^#!\s*(\S+)(?:\s+(\S+))?/.exec(first);
  if (!match) return '/usr/bin/python3';
  // `#!/usr/bin/env python3`
  return match[1].endsWith('/env') && match[2] ? (which(match[2]) ?? match[2]) : match[1];
}

/** A port on 127.0.0.1 that was free a moment ago. */
async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 200, or throws after `ms` (with `why()` telling what the server said). */
async function waitFor(url, ms, why) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms / 1000} s.\n${why()}`);
    await delay(100);
  }
}

/** The last lines of a log file, for an error message. */
function tail(file, lines = 20) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** @aws-sdk/client-s3 from the API's dependencies (hoisted to the root's node_modules, or the API's own). */
async function s3Sdk() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const resolved = createRequire(path.join(here, '../../apps/api/package.json')).resolve('@aws-sdk/client-s3');
  return import(pathToFileURL(resolved).href);
}

function serverConfig({ name, port, user, etc, devices }) {
  return `[DEFAULT]
bind_ip = 127.0.0.1
bind_port = ${port}
# One process per server: stopping it by its PID stops all of it.
workers = 0
user = ${user}
swift_dir = ${etc}
devices = ${devices}
mount_check = false
log_name = ${name}-server

[pipeline:main]
pipeline = healthcheck ${name}-server

[app:${name}-server]
use = egg:swift#${name}

[filter:healthcheck]
use = egg:swift#healthcheck
`;
}

function proxyConfig({ port, user, etc, secret, memcachePort }) {
  return `[DEFAULT]
bind_ip = 127.0.0.1
bind_port = ${port}
workers = 0
user = ${user}
swift_dir = ${etc}
log_name = proxy-server

[pipeline:main]
pipeline = catch_errors gatekeeper healthcheck proxy-logging cache listing_formats s3api tempauth copy slo dlo proxy-logging proxy-server

[app:proxy-server]
use = egg:swift#proxy
# The bucket's PUT makes the account on first use.
account_autocreate = true

[filter:s3api]
use = egg:swift#s3api
location = ${REGION}

[filter:tempauth]
use = egg:swift#tempauth
user_selvedge_shop = ${secret} .admin

# tempauth wants a memcache client; no memcached runs, so it points at a port nobody listens on
# rather than at 11211, where another Swift's cached account answers could be found.
[filter:cache]
use = egg:swift#memcache
memcache_servers = 127.0.0.1:${memcachePort}

[filter:catch_errors]
use = egg:swift#catch_errors

[filter:gatekeeper]
use = egg:swift#gatekeeper

[filter:healthcheck]
use = egg:swift#healthcheck

[filter:proxy-logging]
use = egg:swift#proxy_logging

[filter:listing_formats]
use = egg:swift#listing_formats

[filter:copy]
use = egg:swift#copy

[filter:slo]
use = egg:swift#slo

[filter:dlo]
use = egg:swift#dlo
`;
}

/**
 * Starts a single-node Swift with s3api under `root` and creates the bucket. `port` is the S3
 * endpoint's (0: a free one). Returns the S3 settings and controls that stop only the processes
 * started here, by PID.
 */
export async function startSwift({ root, port = 0, log = console.log }) {
  if (!root) throw new Error('startSwift needs a root folder for its files.');
  const commands = swiftCommands(log);
  const python = pythonOf(commands['swift-proxy-server']);
  const etc = path.join(root, 'etc');
  const devices = path.join(root, 'devices');
  const logs = path.join(root, 'logs');
  for (const folder of [etc, path.join(devices, 'd1'), logs]) mkdirSync(folder, { recursive: true });
  const user = userInfo().username;
  const secret = randomBytes(18).toString('base64url');
  const ports = {
    proxy: port || (await freePort()),
    account: await freePort(),
    container: await freePort(),
    object: await freePort(),
    memcache: await freePort(),
  };

  writeFileSync(
    path.join(etc, 'swift.conf'),
    `[swift-hash]
swift_hash_path_suffix = ${randomBytes(8).toString('hex')}
swift_hash_path_prefix = ${randomBytes(8).toString('hex')}

[storage-policy:0]
name = Policy-0
default = yes
`,
  );
  for (const name of SERVERS)
    writeFileSync(path.join(etc, `${name}-server.conf`), serverConfig({ name, port: ports[name], user, etc, devices }));
  writeFileSync(path.join(etc, 'proxy-server.conf'), proxyConfig({ port: ports.proxy, user, etc, secret, memcachePort: ports.memcache }));

  // One replica on one device: the smallest ring Swift accepts. Built in one Python process with
  // the library swift-ring-builder uses, since its nine commands would take ten seconds.
  const rings = spawnSync(
    python,
    ['-c', RING_BUILDER, etc, JSON.stringify(Object.fromEntries(SERVERS.map((name) => [name, ports[name]])))],
    { encoding: 'utf8' },
  );
  if (rings.status !== 0) throw new Error(`The rings could not be built:\n${rings.stdout}${rings.stderr}`);

  /** Running children by name, so stop() and stopProxy() end exactly what was started here. */
  const running = new Map();
  const start = (name) => {
    const logFile = path.join(logs, `${name}.log`);
    const out = openSync(logFile, 'a');
    const child = spawn(python, ['-c', LAUNCHER, etc, commands[`swift-${name}-server`], path.join(etc, `${name}-server.conf`)], {
      stdio: ['ignore', out, out],
    });
    closeSync(out);
    running.set(name, child);
    child.once('exit', () => {
      if (running.get(name) === child) running.delete(name);
    });
    return { child, logFile };
  };
  const ready = async (name) => {
    const { child, logFile } = start(name);
    const exited = once(child, 'exit').then(([code]) => {
      throw new Error(`swift-${name}-server exited (${code}) at start:\n${tail(logFile)}`);
    });
    // Handled here, so the later exit of a server that started well (stop()) is no unhandled rejection.
    exited.catch(() => undefined);
    await Promise.race([waitFor(`http://127.0.0.1:${ports[name]}/healthcheck`, 30_000, () => tail(logFile)), exited]);
  };
  const end = async (name) => {
    const child = running.get(name);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const late = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(late);
  };
  // Should this process end without stop(), its servers end with it.
  const onExit = () => {
    for (const child of running.values()) child.kill('SIGKILL');
  };
  process.once('exit', onExit);
  const stop = async () => {
    await Promise.all([...running.keys()].map(end));
    process.removeListener('exit', onExit);
  };

  try {
    // All at once: the proxy's health check needs no other server, and each takes seconds to load.
    await Promise.all([...SERVERS, 'proxy'].map(ready));
  } catch (error) {
    await stop();
    throw error;
  }

  const endpoint = `http://127.0.0.1:${ports.proxy}`;
  const settings = { endpoint, bucket: BUCKET, accessKeyId: ACCESS_KEY_ID, secretAccessKey: secret, region: REGION };
  try {
    const { S3Client, CreateBucketCommand } = await s3Sdk();
    const client = new S3Client({
      endpoint,
      region: REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: secret },
    });
    await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
    client.destroy();
  } catch (error) {
    await stop();
    throw new Error(`Swift started, but the bucket could not be made: ${error.message}\n${tail(path.join(logs, 'proxy.log'))}`);
  }
  log(`swift: S3 at ${endpoint}, bucket ${BUCKET} (files and logs in ${root})`);

  return {
    ...settings,
    /** Stops the proxy alone: the S3 endpoint goes away, the data stays. */
    stopProxy: () => end('proxy'),
    /** Starts the proxy again on the same port; resolves once it answers. */
    startProxy: async () => {
      if (!running.has('proxy')) await ready('proxy');
    },
    stop,
  };
}

// `node scripts/cluster/swift.mjs`: one Swift in a fresh temporary folder until Ctrl-C.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { mkdtemp, rm } = await import('node:fs/promises');
  const root = await mkdtemp(path.join(tmpdir(), 'selvedge-swift-'));
  const swift = await startSwift({ root });
  console.log(`
STORAGE_URL=${swift.endpoint}
STORAGE_BUCKET=${swift.bucket}
STORAGE_ACCESS_KEY_ID=${swift.accessKeyId}
STORAGE_SECRET_ACCESS_KEY=${swift.secretAccessKey}
STORAGE_REGION=${swift.region}

Ctrl-C stops it and removes ${root}.`);
  const quit = async () => {
    await swift.stop();
    await rm(root, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGINT', quit);
  process.once('SIGTERM', quit);
}
