import { spawn } from 'node:child_process';
import { generateKeyPairSync, KeyObject, sign as signBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '@/database/embedded-postgres';
import { collect } from './server-process';

const ROOT = join(__dirname, '..', '..');

export const OIDC_CLIENT_ID = 'guide-studio';
export const OIDC_CLIENT_SECRET = 'oidc-client-secret-9f2c41d7e8a6b3';
/** The redirect URI registered at the provider; tests hand its path and query to the app. */
export const OIDC_REDIRECT_URI = 'http://studio.test/studio/auth/oidc/callback';

/** Claims of an account at the test provider, by subject. */
export type OidcAccounts = Record<
  string,
  { email?: string; email_verified?: boolean; name?: string; groups?: unknown }
>;

export interface OidcProviderProcess {
  issuer: string;
  /** Replaces the provider's accounts (it reads them on every look-up). */
  setAccounts(accounts: OidcAccounts): void;
  output(): string;
  /** Every access, ID and refresh token the provider has answered so far. */
  issuedTokens(): Promise<string[]>;
  stop(): Promise<void>;
}

/** The app's environment for a provider at `issuer`. */
export const oidcEnv = (issuer: string, extra: Record<string, string> = {}) => ({
  OIDC_ISSUER_URL: issuer,
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_REDIRECT_URI,
  OIDC_SCOPES: 'openid email profile groups',
  OIDC_ROLE_MAP: 'studio-admins:admin,studio-editors:editor',
  ...extra,
});

/** Starts test/support/oidc-provider.mjs (a real `oidc-provider`) on a free port. */
export async function startOidcProvider(
  accounts: OidcAccounts,
  timeoutMs = 20_000,
): Promise<OidcProviderProcess> {
  const port = await findFreePort();
  const dir = mkdtempSync(join(tmpdir(), 'oidc-accounts-'));
  const file = join(dir, 'accounts.json');
  const setAccounts = (next: OidcAccounts) => writeFileSync(file, JSON.stringify(next));
  setAccounts(accounts);
  const child = spawn(process.execPath, [join(ROOT, 'test', 'support', 'oidc-provider.mjs')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      CLIENT_ID: OIDC_CLIENT_ID,
      CLIENT_SECRET: OIDC_CLIENT_SECRET,
      REDIRECT_URI: OIDC_REDIRECT_URI,
      ACCOUNTS_FILE: file,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { output, exited } = collect(child);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const issuer = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the OIDC provider did not start within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    child.stdout.on('data', () => {
      if (output().includes(`listening ${issuer}`)) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the OIDC provider exited with ${code}:\n${output()}`));
    });
  });
  const issuedTokens = async () =>
    (await (await fetch(`${issuer}/test/issued-tokens`)).json()) as string[];
  return { issuer, setAccounts, output, issuedTokens, stop };
}

/** Cookies by name, as a browser keeps them for one host. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';', 1);
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Plays the browser at the provider: from its authorization URL (with `login_hint` naming the
 * account) through the redirects until it sends the browser back to OIDC_REDIRECT_URI. Answers
 * that callback's path and query, for the app.
 */
export async function followProviderToCallback(
  authorizationUrl: string,
  loginHint: string,
): Promise<string> {
  const jar = new CookieJar();
  const start = new URL(authorizationUrl);
  start.searchParams.set('login_hint', loginHint);
  let next = start.href;
  for (let hop = 0; hop < 10; hop++) {
    if (next.startsWith(OIDC_REDIRECT_URI)) {
      const callback = new URL(next);
      return `${callback.pathname}${callback.search}`;
    }
    const response = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
    next = new URL(location, next).href;
  }
  throw new Error('the provider redirected more than 10 times');
}

/** What the hand-controlled provider's token endpoint signs next, given the nonce of the sign-in. */
export type IdTokenMaker = (ctx: {
  issuer: string;
  nonce: string;
  sign(payload: object, options?: { alg?: 'RS256' | 'none'; key?: KeyObject }): string;
}) => string;

export interface HandProvider {
  issuer: string;
  /** The nonce the app sent with the last authorization request the test reported. */
  expectNonce(nonce: string): void;
  /** The next ID token the token endpoint answers. */
  nextIdToken(maker: IdTokenMaker): void;
  stop(): Promise<void>;
}

const b64url = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });

/**
 * A minimal provider whose ID tokens the test writes: a real HTTP server with a discovery
 * document, a JWKS (one RSA key) and a token endpoint, for ID tokens no honest provider issues
 * (unsigned, signed with another key, wrong issuer or audience, huge claims).
 */
export async function startHandProvider(): Promise<HandProvider> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let nonce = '';
  let maker: IdTokenMaker | undefined;
  let issuer = '';
  const sign = (payload: object, options: { alg?: 'RS256' | 'none'; key?: KeyObject } = {}) => {
    const alg = options.alg ?? 'RS256';
    const head = `${b64url({ alg, typ: 'JWT', ...(alg === 'none' ? {} : { kid: 'hand-key' }) })}.${b64url(payload)}`;
    if (alg === 'none') return `${head}.`;
    return `${head}.${b64url(signBytes('sha256', Buffer.from(head), options.key ?? privateKey))}`;
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const path = (req.url ?? '').split('?', 1)[0];
      if (path === '/.well-known/openid-configuration') {
        return json(200, {
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_post'],
        });
      }
      if (path === '/jwks') {
        return json(200, {
          keys: [
            { ...publicKey.export({ format: 'jwk' }), kid: 'hand-key', alg: 'RS256', use: 'sig' },
          ],
        });
      }
      if (path === '/token' && req.method === 'POST') {
        await readBody(req);
        if (!maker) return json(400, { error: 'invalid_grant' });
        const idToken = maker({ issuer, nonce, sign });
        return json(200, {
          access_token: 'hand-access-token',
          token_type: 'Bearer',
          expires_in: 300,
          id_token: idToken,
        });
      }
      json(404, { error: 'not_found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    expectNonce: (value) => (nonce = value),
    nextIdToken: (next) => (maker = next),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Standard claims of a valid ID token from the hand provider for OIDC_CLIENT_ID. */
export function idTokenClaims(issuer: string, nonce: string, extra: object = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: issuer,
    sub: 'hand-user',
    aud: OIDC_CLIENT_ID,
    iat: now,
    exp: now + 300,
    nonce,
    email: 'hand-user@example.com',
    email_verified: true,
    groups: ['studio-editors'],
    ...extra,
  };
}
