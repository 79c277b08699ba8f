import { BlockList, isIP } from 'node:net';

/**
 * What Express's `trust proxy` setting receives: `false` (the socket's address is the client's),
 * a number of proxy hops in front of the service, the addresses and ranges of those proxies, or
 * `true` (any address in X-Forwarded-For, so the left-most one a client wrote; never in production).
 */
export type TrustProxy = boolean | number | string[];

/** The most proxy hops TRUST_PROXY may name; more is a typo, not a network. */
export const MAX_PROXY_HOPS = 20;

/** The ranges proxy-addr (Express) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUE_WORDS = new Set(['true', 'yes']);
const FALSE_WORDS = new Set(['false', 'no']);

export const TRUST_PROXY_RULE =
  `must be true, false, a number of proxy hops (0-${MAX_PROXY_HOPS}) or a comma-separated list ` +
  'of proxy addresses, CIDR ranges and loopback/linklocal/uniquelocal';

const IPV4_MAPPED = new BlockList();
IPV4_MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');

/**
 * An address or a CIDR range (`10.0.0.0/8`, `2001:db8::/32`) as proxy-addr accepts it: a prefix
 * from 1 (0 would trust every address) to the address's width, which is 32 for an IPv4-mapped
 * IPv6 address (proxy-addr reads it as its IPv4 address).
 */
function isAddressOrRange(entry: string): boolean {
  if (entry.includes('%')) return false; // zone ids: not something a proxy's address carries
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const width = family === 4 || IPV4_MAPPED.check(address, 'ipv6') ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= width;
}

/**
 * TRUST_PROXY as Express's `trust proxy` value: `true`/`yes` and `false`/`no` (any case), a hop
 * count (`1` behind one load balancer; `0` is `false`), or a list of addresses, CIDR ranges and
 * proxy-addr's names. Anything else is left as it is, fails validation and stops start-up.
 */
export const toTrustProxy = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  if (/^\d{1,3}$/.test(word)) {
    const hops = Number(word);
    if (hops > MAX_PROXY_HOPS) return value;
    return hops === 0 ? false : hops;
  }
  const entries = word.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => NAMED_RANGES.has(entry) || isAddressOrRange(entry));
  return valid ? entries : value;
};

/** Whether {@link toTrustProxy} made something of the variable (a string is what it could not read). */
export const isTrustProxy = (value: unknown): value is TrustProxy =>
  typeof value === 'boolean' ||
  typeof value === 'number' ||
  (Array.isArray(value) && value.every((entry) => typeof entry === 'string'));
