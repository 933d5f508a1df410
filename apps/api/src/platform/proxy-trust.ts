import { isIP } from 'node:net';

/**
 * Which `X-Forwarded-*` headers the shop believes (TRUST_PROXY). The client address is the key of
 * every per-address limit, so a header is only believed when it comes from a proxy the operator
 * named: otherwise any client could give each request a fresh address of its choosing.
 *
 * - `false`: no proxy; the address is the socket's peer, whatever the headers say.
 * - `{ hops: n }`: the n nearest hops are proxies (the server is reachable only through them).
 * - `{ proxies: [...] }`: addresses or CIDR ranges of the proxies in front.
 */
export type ProxyTrust = false | { hops: number } | { proxies: string[] };

/** Names proxy-addr (Fastify's address parser) understands for common private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const MAX_HOPS = 10;

/** Why `entry` is not a proxy address, or null when it is one. */
function addressProblem(entry: string): string | null {
  if (NAMED_RANGES.has(entry)) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix === undefined) return null;
  const bits = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return `"${entry}" has a prefix length outside 0-${bits}`;
  return null;
}

/** Parses TRUST_PROXY; throws a sentence naming what is wrong (the caller names the variable). */
export function parseProxyTrust(value: string | undefined): ProxyTrust {
  const text = (value ?? '').trim();
  if (text === '' || text === 'off') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops === 0) return false;
    if (hops > MAX_HOPS) throw new Error(`a hop count must be between 0 and ${MAX_HOPS}`);
    return { hops };
  }
  const proxies = text.split(',').map((entry) => entry.trim());
  for (const entry of proxies) {
    if (entry === '') throw new Error('the list has an empty entry');
    const problem = addressProblem(entry);
    if (problem) throw new Error(`${problem}; use off, a hop count, or a comma list of proxy addresses/CIDRs`);
  }
  return { proxies };
}

type TrustFunction = (address: string, hop: number) => boolean;

/** The setting as Fastify's `trustProxy` option. */
export function fastifyTrustProxy(trust: ProxyTrust): false | string[] | TrustFunction {
  if (trust === false) return false;
  if ('proxies' in trust) return trust.proxies;
  // Fastify 5 turns a bare number into "trust nothing", since a hop count cannot check who the
  // peer is; an operator who sets one says the server is reachable only through that many proxies.
  const { hops } = trust;
  return (_address, hop) => hop < hops;
}
