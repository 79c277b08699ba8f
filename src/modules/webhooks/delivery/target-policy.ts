import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { classifyAddress, describeKind, isAllowedKind } from './address-policy';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (dns.lookup by default: /etc/hosts, then DNS). */
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: HostLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** A webhook URL that may not be used, with the reason in words a studio user understands. */
export class RefusedTargetError extends Error {
  override name = 'RefusedTargetError';
}

/** The URL's host without IPv6 brackets. */
export const bareHost = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '');

/**
 * The URL, parsed, when its form is acceptable for a webhook: absolute http or https, a host, no
 * user name or password (the signature authenticates deliveries; credentials in a URL would end
 * up in logs and the audit trail).
 */
export function parseWebhookUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedTargetError('must be an absolute http or https URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new RefusedTargetError('must use http or https');
  if (url.username || url.password)
    throw new RefusedTargetError('must not contain a user name or password');
  if (!url.hostname) throw new RefusedTargetError('must name a host');
  return url;
}

/** Refuses an address of a kind webhooks may not reach. */
export function assertAllowedAddress(host: string, address: string, allowPrivate: boolean): void {
  const kind = classifyAddress(address);
  if (isAllowedKind(kind, allowPrivate)) return;
  const where = host === address ? address : `${host} (${address})`;
  // Name the switch where it would help (not for metadata and the like, which it never allows).
  const hint = isAllowedKind(kind, true)
    ? ' (WEBHOOK_ALLOW_PRIVATE=true on the service allows private addresses, for development and tests only)'
    : '';
  throw new RefusedTargetError(
    `points at ${where}, ${describeKind(kind)}; webhooks are only sent to public addresses${hint}`,
  );
}

/**
 * The one address a delivery connects to: the URL's literal address, or the first address its
 * host name resolves to, after every resolved address passed the policy (a name with one private
 * address among public ones is refused whole, so no answer order can reach the private one).
 */
export async function resolveTarget(
  url: URL,
  allowPrivate: boolean,
  lookup: HostLookup = systemLookup,
): Promise<ResolvedAddress> {
  const host = bareHost(url);
  const literal = isIP(host);
  if (literal) {
    assertAllowedAddress(host, host, allowPrivate);
    return { address: host, family: literal === 6 ? 6 : 4 };
  }
  const addresses = await lookup(host);
  if (addresses.length === 0) throw new RefusedTargetError(`${host} does not resolve`);
  for (const { address } of addresses) assertAllowedAddress(host, address, allowPrivate);
  return addresses[0];
}
