import { parseLocaleList } from '../common/locale/content-locales';
import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { EnvironmentVariables, TwoFactorPolicy, withoutBlanks } from './environment';
import { TrustProxy } from './trust-proxy';
import { binaryKeyWeakness, textSecretWeakness } from './secret-strength';
import { Role, ROLES } from '../common/auth/roles';

export type NodeEnv = EnvironmentVariables['NODE_ENV'];
export type LogLevel = EnvironmentVariables['LOG_LEVEL'];

/**
 * The validated, typed configuration. Built once at start-up by {@link loadConfig}; every other
 * part of the service receives it by injection and never reads `process.env` itself.
 */
export class AppConfig {
  nodeEnv!: NodeEnv;
  dataDir!: string;
  http!: { host: string; port: number; trustProxy: TrustProxy; corsOrigins: '*' | string[] };
  log!: { level: LogLevel; format: 'json' | 'pretty' };
  /** SIGTERM: serving on with readiness failing for `delayMs`, then the drain (main.ts). */
  shutdown!: { delayMs: number; graceMs: number };
  /** Origins allowed to call `/studio/*` from a browser; empty: none (http.corsOrigins is for the rest). */
  studio!: { corsOrigins: string[] };
  /**
   * Unset url means: start the embedded PostgreSQL under `dataDir` (see database/embedded-postgres).
   * `replicas` are the streaming replicas the public reads go to (none: the primary serves all).
   */
  database!: { url?: string; readPoolSize: number; replicas: ReplicaConfig };
  /** Unset url: rate limits are counted in memory, per instance. */
  redis!: { url?: string; keyPrefix: string };
  jwt!: { secret: string; accessTtlSeconds: number; refreshTtlSeconds: number };
  /** Who must use two-factor authentication: nobody, admins, or every studio user. */
  twoFactor!: { required: TwoFactorPolicy };
  /** A session ends `absoluteTtlSeconds` after sign-in, however often it is refreshed. */
  sessions!: { absoluteTtlSeconds: number };
  /** Single sign-on with OpenID Connect; undefined when OIDC_ISSUER_URL is unset (SSO off). */
  oidc?: OidcConfig;
  admin!: { email?: string; password?: string };
  upstream!: {
    url: string;
    timeoutMs: number;
    /** Consecutive failures that open the circuit breaker. */
    breakerThreshold: number;
    /** How long an open breaker answers 502 at once before it lets one probe through. */
    breakerCooldownMs: number;
    /** Sockets per upstream host in the keep-alive agent; further requests wait for one. */
    maxSockets: number;
    /** How long the destinations list behind the studio search is kept in memory (0: not at all). */
    destinationsTtlSeconds: number;
  };
  media!: {
    publicUrl: string;
    driver: 'local' | 's3';
    /** Variant widths, ascending, without duplicates. */
    widths: number[];
    avif: boolean;
    /** Images processed at once on this instance. */
    concurrency: number;
    /** Longest wait for a processing slot before an upload is answered 503. */
    queueTimeoutMs: number;
    /** How long a replaced image's variants are kept before they are removed. */
    replacedGraceHours: number;
    s3: {
      bucket?: string;
      region?: string;
      endpoint?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
    };
  };
  vault!: {
    masterKey: Buffer;
    /** Older master keys: entries wrapped by them stay readable until they are re-keyed. */
    previousMasterKeys: Buffer[];
  };
  rateLimits!: {
    publicPerMinute: number;
    leadsPerMinute: number;
    loginMaxFailures: number;
    loginWindowSeconds: number;
    /** Default `rate_limit_per_minute` of a new API client. */
    apiKeyDefaultPerMinute: number;
  };
  requestLog!: { enabled: boolean; flushMs: number; batchSize: number; retentionDays: number };
  /** Studio reads that scan large tables: at most `concurrency` at once, `queue` waiting. */
  studioHeavyReads!: {
    concurrency: number;
    queue: number;
    timeoutMs: number;
    sharePercent: number;
  };
  /** The content locales (CONTENT_LOCALES), the default first. */
  contentLocales!: string[];
  /** The response cache of public reads. */
  cache!: { enabled: boolean; maxBytes: number; ttlSeconds: number };
  /** The CDN in front: public answers' caching headers, and where changes are purged. */
  cdn!: CdnConfig;
  webhooks!: {
    /** Loopback, private, link-local and CGNAT targets allowed (never metadata, multicast, unspecified). */
    allowPrivate: boolean;
    /** Whether this instance runs the dispatcher. */
    dispatch: boolean;
    timeoutMs: number;
    /** First retry delay; each further one doubles, up to retryMaxDelayMs, with jitter. */
    retryBaseMs: number;
    retryMaxDelayMs: number;
    /** Retries of a delivery stop, and a failing endpoint is disabled, after this long. */
    retryWindowSeconds: number;
    /** Deliveries in flight at once on this instance. */
    concurrency: number;
    /** Fallback poll; LISTEN/NOTIFY wakes the dispatcher at once otherwise. */
    pollMs: number;
    /** Finished deliveries, and outbox events already fanned out, are deleted after this. */
    deliveryRetentionDays: number;
  };
  revisions!: {
    /** A record's revisions beyond its newest this many are deleted. */
    maxPerRecord: number;
    /** Revisions older than this are deleted, except each record's newest. */
    retentionDays: number;
  };
  /** The job runner (graphile-worker) every instance runs: scheduled publications, periodic work. */
  jobs!: { run: boolean; pollMs: number; concurrency: number };
}

export interface OidcConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scopes: string;
  groupsClaim: string;
  /** Provider group → studio role, in the order given. */
  roleMap: Array<{ group: string; role: Role }>;
  createUsers: boolean;
  passwordLogin: boolean;
  clockToleranceSeconds: number;
  /** Absolute lifetime of an SSO session (never above SESSION_ABSOLUTE_TTL). */
  sessionTtlSeconds: number;
  successRedirectUrl?: string;
  /** Plain-HTTP provider allowed: only for an issuer on a loopback address (local and test setups). */
  allowHttp: boolean;
}

/** The read replicas (common/database/read-replicas.ts) and when one is taken out of rotation. */
export interface ReplicaConfig {
  urls: string[];
  maxLagMs: number;
  checkMs: number;
  timeoutMs: number;
}

export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigurationError';
  }
}

const SENSITIVE = new Set([
  'JWT_SECRET',
  'VAULT_MASTER_KEY',
  'VAULT_PREVIOUS_MASTER_KEYS',
  'ADMIN_PASSWORD',
  'DATABASE_URL',
  'DATABASE_REPLICA_URLS',
  'REDIS_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'OIDC_CLIENT_SECRET',
  'CDN_API_TOKEN',
]);

/** Range checks only make sense once the type is right, so type errors are reported first. */
const RANGE_CONSTRAINTS = new Set(['min', 'max', 'minLength', 'maxLength']);

function describe(errors: ValidationError[]): string {
  const first = errors[0];
  const constraints = Object.entries(first.constraints ?? {}).sort(
    ([a], [b]) => Number(RANGE_CONSTRAINTS.has(a)) - Number(RANGE_CONSTRAINTS.has(b)),
  );
  const reason = (constraints[0]?.[1] ?? 'is invalid').replace(`${first.property} `, '');
  // Secrets and URLs that may embed passwords are never echoed into a terminal or a log.
  const shown = SENSITIVE.has(first.property) ? '' : ` (got ${JSON.stringify(first.value)})`;
  return `Invalid configuration: ${first.property} ${reason}${shown}`;
}

/**
 * Production secrets must be random: one a person made up, or a placeholder left in, can be
 * guessed, and with it tokens forged or the vault opened. The message names the variable and the
 * flaw, never the value.
 */
function assertStrongSecrets(jwtSecret: string, vaultMasterKey: string): void {
  const weaknesses = [
    ['JWT_SECRET', textSecretWeakness(jwtSecret), 'openssl rand -base64 48'],
    [
      'VAULT_MASTER_KEY',
      binaryKeyWeakness(Buffer.from(vaultMasterKey, 'base64')),
      'openssl rand -base64 32',
    ],
  ] as const;
  for (const [name, weakness, generate] of weaknesses) {
    if (weakness)
      throw new ConfigurationError(
        `Invalid configuration: ${name} is too easy to guess (it ${weakness}); generate one with \`${generate}\``,
      );
  }
}

/** `https://a.example, https://b.example/` → the origins, without a trailing slash. */
const originList = (list: string): string[] =>
  list
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter((origin) => origin !== '');

interface DevSecrets {
  jwtSecret: string;
  vaultMasterKey: string;
}

/**
 * Outside production the JWT secret and the vault master key may be left unset: they are generated
 * once and kept in DATA_DIR/secrets.json, so tokens and vault entries survive restarts.
 */
function loadOrCreateDevSecrets(dataDir: string): DevSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    let stored: Partial<DevSecrets>;
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<DevSecrets>;
    } catch {
      throw new ConfigurationError(
        `Invalid configuration: ${file} is not valid JSON; fix it, or delete it to generate new development secrets`,
      );
    }
    if (stored.jwtSecret && stored.vaultMasterKey) return stored as DevSecrets;
  }
  const secrets: DevSecrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    vaultMasterKey: randomBytes(32).toString('base64'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `studio-admins:admin, editors:editor` → the pairs; a group may itself contain `:`. */
export function parseRoleMap(text: string): Array<{ group: string; role: Role }> {
  const pairs = text
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .map((pair) => {
      const colon = pair.lastIndexOf(':');
      const group = pair.slice(0, colon).trim();
      const role = pair.slice(colon + 1).trim();
      if (colon <= 0 || group === '' || !(ROLES as readonly string[]).includes(role)) {
        throw new ConfigurationError(
          `Invalid configuration: OIDC_ROLE_MAP must be group:role pairs separated by commas, each role one of ${ROLES.join(', ')} (got ${JSON.stringify(pair)})`,
        );
      }
      return { group, role: role as Role };
    });
  if (pairs.length === 0) {
    throw new ConfigurationError(
      'Invalid configuration: OIDC_ROLE_MAP must map at least one group to a role when OIDC_ISSUER_URL is set',
    );
  }
  return pairs;
}

function oidcConfig(vars: EnvironmentVariables): OidcConfig | undefined {
  if (!vars.OIDC_ISSUER_URL) return undefined;
  for (const name of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URI'] as const) {
    if (!vars[name]) {
      throw new ConfigurationError(
        `Invalid configuration: ${name} is required when OIDC_ISSUER_URL is set`,
      );
    }
  }
  const issuer = new URL(vars.OIDC_ISSUER_URL);
  const allowHttp = LOOPBACK_HOSTS.has(issuer.hostname);
  if (issuer.protocol === 'http:' && !allowHttp) {
    throw new ConfigurationError(
      `Invalid configuration: OIDC_ISSUER_URL must be an https URL (plain http only on localhost) (got ${JSON.stringify(vars.OIDC_ISSUER_URL)})`,
    );
  }
  return {
    issuerUrl: vars.OIDC_ISSUER_URL,
    clientId: vars.OIDC_CLIENT_ID!,
    clientSecret: vars.OIDC_CLIENT_SECRET!,
    redirectUri: vars.OIDC_REDIRECT_URI!,
    scopes: vars.OIDC_SCOPES.split(' ').includes('openid')
      ? vars.OIDC_SCOPES
      : `openid ${vars.OIDC_SCOPES}`,
    groupsClaim: vars.OIDC_GROUPS_CLAIM,
    roleMap: parseRoleMap(vars.OIDC_ROLE_MAP ?? ''),
    createUsers: vars.OIDC_CREATE_USERS,
    passwordLogin: vars.OIDC_PASSWORD_LOGIN,
    clockToleranceSeconds: vars.OIDC_CLOCK_TOLERANCE,
    sessionTtlSeconds: Math.min(vars.OIDC_SESSION_TTL, vars.SESSION_ABSOLUTE_TTL),
    successRedirectUrl: vars.OIDC_SUCCESS_REDIRECT_URL,
    allowHttp,
  };
}

export type CdnProvider = EnvironmentVariables['CDN_PROVIDER'];

export interface CdnConfig {
  provider: CdnProvider;
  /** Fastly's and Cloudflare's API base, or generic's purge URL; null for `none`. */
  apiUrl: string | null;
  apiToken: string | null;
  fastlyServiceId: string | null;
  cloudflareZoneId: string | null;
  /** The header naming an answer's surrogate keys, and the separator between them. */
  keysHeader: string;
  keysSeparator: ' ' | ',';
  sMaxAge: number;
  staleWhileRevalidate: number;
  staleIfError: number;
  purgeTimeoutMs: number;
  retryBaseMs: number;
  retryMaxDelayMs: number;
  pollMs: number;
}

const CDN_API_BASES = {
  fastly: 'https://api.fastly.com',
  cloudflare: 'https://api.cloudflare.com',
};

function cdnConfig(vars: EnvironmentVariables): CdnConfig {
  const provider = vars.CDN_PROVIDER;
  const required: Partial<Record<CdnProvider, Array<keyof EnvironmentVariables>>> = {
    fastly: ['CDN_API_TOKEN', 'CDN_FASTLY_SERVICE_ID'],
    cloudflare: ['CDN_API_TOKEN', 'CDN_CLOUDFLARE_ZONE_ID'],
    generic: ['CDN_API_URL'],
  };
  for (const name of required[provider] ?? []) {
    if (!vars[name])
      throw new ConfigurationError(
        `Invalid configuration: ${name} is required when CDN_PROVIDER=${provider}`,
      );
  }
  const keysHeader =
    vars.CDN_KEYS_HEADER ?? (provider === 'cloudflare' ? 'Cache-Tag' : 'Surrogate-Key');
  const apiUrl =
    provider === 'none'
      ? null
      : (vars.CDN_API_URL ?? (provider === 'generic' ? null : CDN_API_BASES[provider]));
  return {
    provider,
    apiUrl: apiUrl?.replace(/\/+$/, '') ?? null,
    apiToken: vars.CDN_API_TOKEN ?? null,
    fastlyServiceId: vars.CDN_FASTLY_SERVICE_ID ?? null,
    cloudflareZoneId: vars.CDN_CLOUDFLARE_ZONE_ID ?? null,
    keysHeader,
    keysSeparator: keysHeader.toLowerCase() === 'cache-tag' ? ',' : ' ',
    sMaxAge: vars.CDN_S_MAXAGE ?? (provider === 'none' ? 60 : 3_600),
    staleWhileRevalidate: vars.CDN_STALE_WHILE_REVALIDATE,
    staleIfError: vars.CDN_STALE_IF_ERROR,
    purgeTimeoutMs: vars.CDN_PURGE_TIMEOUT_MS,
    retryBaseMs: vars.CDN_PURGE_RETRY_BASE_MS,
    retryMaxDelayMs: vars.CDN_PURGE_RETRY_MAX_DELAY_MS,
    pollMs: vars.CDN_PURGE_POLL_MS,
  };
}

/** Validates the environment and builds the typed configuration; throws a ConfigurationError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const vars = plainToInstance(EnvironmentVariables, withoutBlanks(env), {
    exposeDefaultValues: true,
  });
  const errors = validateSync(vars, { whitelist: true });
  if (errors.length > 0) throw new ConfigurationError(describe(errors));

  const production = vars.NODE_ENV === 'production';
  for (const name of ['JWT_SECRET', 'VAULT_MASTER_KEY'] as const) {
    if (production && !vars[name]) {
      throw new ConfigurationError(
        `Invalid configuration: ${name} is required when NODE_ENV=production`,
      );
    }
  }
  if (production && vars.TRUST_PROXY === true) {
    // `true` trusts every X-Forwarded-For entry, so a client names its own address.
    throw new ConfigurationError(
      'Invalid configuration: TRUST_PROXY=true is refused when NODE_ENV=production (a client could choose its own address); set the number of proxies in front (TRUST_PROXY=1 behind one load balancer) or their addresses',
    );
  }
  if (production) assertStrongSecrets(vars.JWT_SECRET!, vars.VAULT_MASTER_KEY!);
  if (vars.STORAGE_DRIVER === 's3' && !vars.S3_BUCKET) {
    throw new ConfigurationError(
      'Invalid configuration: S3_BUCKET is required when STORAGE_DRIVER=s3',
    );
  }
  if (Boolean(vars.ADMIN_EMAIL) !== Boolean(vars.ADMIN_PASSWORD)) {
    const missing = vars.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    throw new ConfigurationError(
      `Invalid configuration: ${missing} must be set together with the other`,
    );
  }

  const widths = [...new Set(vars.MEDIA_WIDTHS.split(',').map((w) => Number(w.trim())))].sort(
    (a, b) => a - b,
  );
  if (widths[0] < 16 || widths[widths.length - 1] > 8192) {
    throw new ConfigurationError(
      `Invalid configuration: MEDIA_WIDTHS must be widths between 16 and 8192 pixels (got ${JSON.stringify(vars.MEDIA_WIDTHS)})`,
    );
  }

  const dataDir = resolve(vars.DATA_DIR);
  const devSecrets =
    vars.JWT_SECRET && vars.VAULT_MASTER_KEY ? undefined : loadOrCreateDevSecrets(dataDir);
  const corsOrigins =
    vars.CORS_ORIGINS.trim() === '*'
      ? '*'
      : vars.CORS_ORIGINS.split(',').map((o) => o.trim().replace(/\/$/, ''));

  return {
    nodeEnv: vars.NODE_ENV,
    dataDir,
    http: { host: vars.HOST, port: vars.PORT, trustProxy: vars.TRUST_PROXY, corsOrigins },
    log: {
      level: vars.LOG_LEVEL,
      format:
        vars.LOG_FORMAT ??
        (process.stdout.isTTY === true && vars.NODE_ENV !== 'production' ? 'pretty' : 'json'),
    },
    shutdown: { delayMs: vars.SHUTDOWN_DELAY_MS, graceMs: vars.SHUTDOWN_GRACE_MS },
    studio: { corsOrigins: originList(vars.STUDIO_CORS_ORIGINS ?? '') },
    database: {
      url: vars.DATABASE_URL,
      readPoolSize: vars.DATABASE_READ_POOL_SIZE,
      replicas: {
        urls: (vars.DATABASE_REPLICA_URLS ?? '')
          .split(',')
          .map((url) => url.trim())
          .filter((url) => url !== ''),
        maxLagMs: vars.DATABASE_REPLICA_MAX_LAG_MS,
        checkMs: vars.DATABASE_REPLICA_CHECK_MS,
        timeoutMs: vars.DATABASE_REPLICA_TIMEOUT_MS,
      },
    },
    redis: { url: vars.REDIS_URL, keyPrefix: vars.REDIS_KEY_PREFIX },
    jwt: {
      secret: vars.JWT_SECRET ?? devSecrets!.jwtSecret,
      accessTtlSeconds: vars.JWT_ACCESS_TTL,
      refreshTtlSeconds: vars.JWT_REFRESH_TTL,
    },
    twoFactor: { required: vars.STUDIO_REQUIRE_2FA },
    sessions: { absoluteTtlSeconds: vars.SESSION_ABSOLUTE_TTL },
    oidc: oidcConfig(vars),
    admin: { email: vars.ADMIN_EMAIL?.trim().toLowerCase(), password: vars.ADMIN_PASSWORD },
    upstream: {
      url: vars.UPSTREAM_URL.replace(/\/$/, ''),
      timeoutMs: vars.UPSTREAM_TIMEOUT_MS,
      breakerThreshold: vars.UPSTREAM_BREAKER_THRESHOLD,
      breakerCooldownMs: vars.UPSTREAM_BREAKER_COOLDOWN_MS,
      maxSockets: vars.UPSTREAM_MAX_SOCKETS,
      destinationsTtlSeconds: vars.UPSTREAM_DESTINATIONS_TTL_SECONDS,
    },
    media: {
      publicUrl: (vars.MEDIA_URL ?? `http://localhost:${vars.PORT}/media`).replace(/\/$/, ''),
      driver: vars.STORAGE_DRIVER,
      widths,
      avif: vars.MEDIA_AVIF,
      concurrency: vars.MEDIA_CONCURRENCY ?? availableParallelism(),
      queueTimeoutMs: vars.MEDIA_QUEUE_TIMEOUT_MS,
      replacedGraceHours: vars.MEDIA_REPLACED_GRACE_HOURS,
      s3: {
        bucket: vars.S3_BUCKET,
        region: vars.S3_REGION,
        endpoint: vars.S3_ENDPOINT,
        accessKeyId: vars.S3_ACCESS_KEY_ID,
        secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
        forcePathStyle: vars.S3_FORCE_PATH_STYLE,
      },
    },
    vault: {
      masterKey: Buffer.from(vars.VAULT_MASTER_KEY ?? devSecrets!.vaultMasterKey, 'base64'),
      previousMasterKeys: (vars.VAULT_PREVIOUS_MASTER_KEYS ?? '')
        .split(',')
        .map((key) => key.trim())
        .filter((key) => key !== '')
        .map((key) => Buffer.from(key, 'base64')),
    },
    rateLimits: {
      publicPerMinute: vars.RATE_LIMIT_PUBLIC_PER_MIN,
      leadsPerMinute: vars.RATE_LIMIT_LEADS_PER_MIN,
      loginMaxFailures: vars.LOGIN_MAX_FAILURES,
      loginWindowSeconds: vars.LOGIN_WINDOW_SECONDS,
      apiKeyDefaultPerMinute: vars.API_KEY_RATE_LIMIT_PER_MIN,
    },
    requestLog: {
      enabled: vars.REQUEST_LOG_ENABLED,
      flushMs: vars.REQUEST_LOG_FLUSH_MS,
      batchSize: vars.REQUEST_LOG_BATCH_SIZE,
      retentionDays: vars.REQUEST_LOG_RETENTION_DAYS,
    },
    studioHeavyReads: {
      concurrency: vars.STUDIO_HEAVY_READS_CONCURRENCY,
      queue: vars.STUDIO_HEAVY_READS_QUEUE,
      timeoutMs: vars.STUDIO_HEAVY_READS_TIMEOUT_MS,
      sharePercent: vars.STUDIO_HEAVY_READS_SHARE_PERCENT,
    },
    contentLocales: parseLocaleList(vars.CONTENT_LOCALES) as string[],
    cache: {
      enabled: vars.CACHE_ENABLED,
      maxBytes: vars.CACHE_MAX_BYTES,
      ttlSeconds: vars.CACHE_TTL_SECONDS,
    },
    cdn: cdnConfig(vars),
    webhooks: {
      allowPrivate: vars.WEBHOOK_ALLOW_PRIVATE,
      dispatch: vars.WEBHOOK_DISPATCH,
      timeoutMs: vars.WEBHOOK_TIMEOUT_MS,
      retryBaseMs: vars.WEBHOOK_RETRY_BASE_MS,
      retryMaxDelayMs: vars.WEBHOOK_RETRY_MAX_DELAY_MS,
      retryWindowSeconds: vars.WEBHOOK_RETRY_WINDOW_SECONDS,
      concurrency: vars.WEBHOOK_CONCURRENCY,
      pollMs: vars.WEBHOOK_POLL_MS,
      deliveryRetentionDays: vars.WEBHOOK_DELIVERY_RETENTION_DAYS,
    },
    revisions: {
      maxPerRecord: vars.REVISIONS_MAX_PER_RECORD,
      retentionDays: vars.REVISIONS_RETENTION_DAYS,
    },
    jobs: { run: vars.JOBS_RUN, pollMs: vars.JOBS_POLL_MS, concurrency: vars.JOBS_CONCURRENCY },
  };
}
