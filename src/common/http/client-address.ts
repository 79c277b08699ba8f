import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { TrustProxy } from '@/config/trust-proxy';

/** Which addresses in X-Forwarded-For to trust, as proxy-addr takes it. */
export type TrustRule = (address: string, hop: number) => boolean;

/**
 * The `trust proxy` setting as Express compiles it (app.set('trust proxy', …)): `true` trusts
 * every hop, a number that many hops, a list those proxies' addresses and ranges.
 */
export function clientAddressRule(setting: TrustProxy): TrustRule {
  if (setting === true) return () => true;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting === false ? [] : setting);
}

/** The client's address as Express's `req.ip` gives it under the same setting. */
export function clientAddress(req: IncomingMessage, trust: TrustRule): string | undefined {
  return proxyAddr(req, trust);
}
