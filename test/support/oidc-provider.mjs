// A real OpenID Connect provider (the `oidc-provider` package) for the single sign-on tests, run
// as a child process because the package is ESM-only: node test/support/oidc-provider.mjs.
// Environment: PORT, CLIENT_ID, CLIENT_SECRET, REDIRECT_URI, ACCOUNTS_FILE (JSON: subject → claims,
// read on every look-up so a test can change a user's groups or remove them).
// Sign-in is non-interactive: the login interaction signs in the account named by the
// authorization request's `login_hint` (an unknown one is refused with access_denied), and
// consent is pre-granted, so a test follows the redirects with plain HTTP.
// Refresh tokens come with the code flow (as Keycloak issues them) and rotate on each use; a
// refresh for an account no longer in ACCOUNTS_FILE is refused (invalid_grant).
// GET /test/issued-tokens lists every token the provider answered (for tests that look for them).
import { createServer } from 'node:http';
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Provider from 'oidc-provider';

const { PORT, CLIENT_ID, CLIENT_SECRET, REDIRECT_URI, ACCOUNTS_FILE } = process.env;
const issuer = `http://127.0.0.1:${PORT}`;
const accounts = () => JSON.parse(readFileSync(ACCOUNTS_FILE, 'utf8'));
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signingKey = {
  ...privateKey.export({ format: 'jwk' }),
  kid: 'test-key',
  alg: 'RS256',
  use: 'sig',
};

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uris: [REDIRECT_URI],
      response_types: ['code'],
      grant_types: ['authorization_code', 'refresh_token'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  jwks: { keys: [signingKey] },
  cookies: { keys: ['oidc-test-cookie-key'] },
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name'],
    groups: ['groups'],
  },
  // The scopes' claims go into the ID token too, as Keycloak and Entra ID put groups there.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false } },
  interactions: { url: (ctx, interaction) => `/interaction/${interaction.uid}` },
  pkce: { required: () => true },
  issueRefreshToken: (ctx, client) => client.grantTypeAllowed('refresh_token'),
  rotateRefreshToken: true,
  findAccount: (ctx, sub) => {
    const claims = accounts()[sub];
    if (!claims) return undefined;
    return { accountId: sub, claims: () => ({ sub, ...claims }) };
  },
  // Consent is pre-granted: the studio is a first-party client here.
  loadExistingGrant: async (ctx) => {
    const grantId =
      ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope('openid email profile groups');
    await grant.save();
    return grant;
  },
});

// Why the provider refused something, on its own output (test/support/oidc.ts keeps it).
for (const event of ['grant.error', 'authorization.error', 'server_error']) {
  provider.on(event, (ctx, error) =>
    process.stderr.write(
      `${event}: ${error.message} ${error.error_description ?? ''} ${error.error_detail ?? ''}\n`,
    ),
  );
}

const issued = [];
provider.on('grant.success', (ctx) => {
  for (const name of ['access_token', 'id_token', 'refresh_token']) {
    if (typeof ctx.body?.[name] === 'string') issued.push(ctx.body[name]);
  }
});

const callback = provider.callback();
const server = createServer(async (req, res) => {
  if (req.url === '/test/issued-tokens') {
    res.setHeader('content-type', 'application/json');
    return res.end(JSON.stringify(issued));
  }
  if (!req.url.startsWith('/interaction/')) return callback(req, res);
  try {
    const details = await provider.interactionDetails(req, res);
    const hint = details.params.login_hint;
    const result =
      typeof hint === 'string' && accounts()[hint]
        ? { login: { accountId: hint } }
        : { error: 'access_denied', error_description: 'unknown account' };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  } catch (error) {
    res.statusCode = 500;
    res.end(String(error));
  }
});
server.listen(Number(PORT), '127.0.0.1', () => process.stdout.write(`listening ${issuer}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
