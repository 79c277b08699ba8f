import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateBy,
} from 'class-validator';
import { toInteger } from '../common/validation/transforms';
import { isTrustProxy, toTrustProxy, TRUST_PROXY_RULE, TrustProxy } from './trust-proxy';
import { PasswordRule } from '../modules/auth/dto/password';
import { parseLocaleList } from '../common/locale/content-locales';

const TRUE_WORDS = new Set(['true', '1', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'no']);

/**
 * An environment variable as a boolean: `true`/`false`, `1`/`0` or `yes`/`no`, in any case and
 * with surrounding spaces; anything else is left as it is, fails validation and stops start-up.
 * (An empty value never gets here: {@link withoutBlanks} treats it as unset.)
 */
export const toEnvBoolean = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return value;
};

/** An optional boolean variable (see {@link toEnvBoolean}). */
const EnvBoolean = (): PropertyDecorator =>
  applyDecorators(
    IsOptional(),
    Transform(toEnvBoolean),
    IsBoolean({ message: 'must be true or false (also 1/0 or yes/no)' }),
  );

/** An optional whole-number variable from `min` to `max`; '1.5', 'abc' and '10k' stop start-up. */
const EnvInteger = (min: number, max: number): PropertyDecorator =>
  applyDecorators(IsOptional(), Transform(toInteger), IsInt(), Min(min), Max(max));

/**
 * The environment without its empty values: `FOO=` (or only spaces) counts as unset, so the
 * variable takes its default, whatever its type.
 */
export const withoutBlanks = (env: NodeJS.ProcessEnv): Record<string, string> => {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') kept[name] = value;
  }
  return kept;
};

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const LOG_FORMATS = ['json', 'pretty'] as const;
export const STORAGE_DRIVERS = ['local', 's3'] as const;
/** Where changes are purged (docs/operations.md#a-cdn-in-front); `none`: nowhere, headers only. */
export const CDN_PROVIDERS = ['none', 'fastly', 'cloudflare', 'generic'] as const;
export const TWO_FACTOR_POLICIES = ['none', 'admins', 'all'] as const;
export type TwoFactorPolicy = (typeof TWO_FACTOR_POLICIES)[number];

/**
 * The raw environment as the service accepts it (docs/operations.md#configuration). Every value
 * arrives as a string; an empty one counts as unset ({@link withoutBlanks}); transforms turn numbers
 * and booleans into their types before validation.
 */
export class EnvironmentVariables {
  @EnvInteger(0, 65535)
  PORT: number = 3000;

  /**
   * After SIGTERM, how long the service keeps serving (readiness failing, `Connection: close` on
   * every answer) before it stops accepting and drains, so a load balancer stops sending first.
   */
  @EnvInteger(0, 300_000)
  SHUTDOWN_DELAY_MS: number = 0;

  /**
   * Once the drain has begun, how long requests still in flight may take before their
   * connections are cut and the process exits 1. Below the orchestrator's kill timeout
   * (Kubernetes' terminationGracePeriodSeconds, 30 s by default) minus SHUTDOWN_DELAY_MS.
   */
  @EnvInteger(1_000, 600_000)
  SHUTDOWN_GRACE_MS: number = 25_000;

  @IsOptional()
  @IsString()
  @MinLength(1)
  HOST: string = '0.0.0.0';

  @IsOptional()
  @IsIn(NODE_ENVS)
  NODE_ENV: (typeof NODE_ENVS)[number] = 'development';

  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/[^\s]+$/, { message: 'must be a postgres:// URL' })
  DATABASE_URL?: string;

  /**
   * Streaming replicas of DATABASE_URL, comma-separated: the public catalogue reads go to them
   * (docs/operations.md#read-replicas); unset, every read goes to the primary.
   */
  @IsOptional()
  @Matches(/^\s*postgres(ql)?:\/\/[^\s,]+(\s*,\s*postgres(ql)?:\/\/[^\s,]+)*\s*$/, {
    message: 'must be postgres:// URLs separated by commas',
  })
  DATABASE_REPLICA_URLS?: string;

  /**
   * Connections the read pool (the public catalogue reads and search) opens at most per instance,
   * and per replica when there are replicas.
   */
  @EnvInteger(1, 100)
  DATABASE_READ_POOL_SIZE: number = 10;

  /** A replica further behind the primary than this is taken out of rotation until it catches up. */
  @EnvInteger(0, 600_000)
  DATABASE_REPLICA_MAX_LAG_MS: number = 5_000;

  /** How often each replica's health and lag are measured. */
  @EnvInteger(100, 60_000)
  DATABASE_REPLICA_CHECK_MS: number = 1_000;

  /**
   * A replica's connection and statement time limit: a read it does not answer in time is read
   * again from the primary, and the replica is taken out of rotation.
   */
  @EnvInteger(100, 60_000)
  DATABASE_REPLICA_TIMEOUT_MS: number = 2_000;

  @IsOptional()
  @IsString()
  @MinLength(1)
  DATA_DIR: string = './.data';

  @IsOptional()
  @Matches(/^rediss?:\/\/[^\s]+$/, { message: 'must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9:_.-]{1,64}$/, { message: 'must be 1-64 characters of A-Z a-z 0-9 : _ . -' })
  REDIS_KEY_PREFIX: string = 'guide:';

  @IsOptional()
  @IsString()
  @MinLength(32, {
    message: 'must be at least 32 characters',
  })
  JWT_SECRET?: string;

  @EnvInteger(30, 86_400)
  JWT_ACCESS_TTL: number = 900;

  @EnvInteger(60, 31_536_000)
  JWT_REFRESH_TTL: number = 2_592_000;

  /**
   * A session's absolute lifetime in seconds from sign-in: refresh rotation never extends it
   * (JWT_REFRESH_TTL is the idle limit between refreshes).
   */
  @EnvInteger(60, 31_536_000)
  SESSION_ABSOLUTE_TTL: number = 2_592_000;

  /** Single sign-on with OpenID Connect is on when this is set (docs/security.md). */
  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'must be an http(s) URL' },
  )
  OIDC_ISSUER_URL?: string;

  @IsOptional()
  @IsString()
  OIDC_CLIENT_ID?: string;

  @IsOptional()
  @IsString()
  OIDC_CLIENT_SECRET?: string;

  /** Where the provider sends the browser back: this service's /studio/auth/oidc/callback. */
  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'must be an http(s) URL' },
  )
  OIDC_REDIRECT_URI?: string;

  @IsOptional()
  @Matches(/^[\x21\x23-\x5b\x5d-\x7e]+( [\x21\x23-\x5b\x5d-\x7e]+)*$/, {
    message: 'must be scopes separated by single spaces',
  })
  OIDC_SCOPES: string = 'openid email profile';

  /** The ID token (or userinfo) claim that lists the user's groups. */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_:./-]{1,200}$/, {
    message: 'must be a claim name (1-200 characters of A-Z a-z 0-9 _ : . / -)',
  })
  OIDC_GROUPS_CLAIM: string = 'groups';

  /** `group:role` pairs separated by commas, e.g. `studio-admins:admin,editors:editor`. */
  @IsOptional()
  @IsString()
  OIDC_ROLE_MAP?: string;

  /** Whether a signed-in provider user without a studio account gets one. */
  @EnvBoolean()
  OIDC_CREATE_USERS: boolean = false;

  /** Whether users linked to the provider may also sign in with a studio password. */
  @EnvBoolean()
  OIDC_PASSWORD_LOGIN: boolean = true;

  /**
   * Absolute lifetime of a session signed in through the provider, in seconds (at most
   * SESSION_ABSOLUTE_TTL): a user the provider no longer lets in loses the studio this long after
   * their last sign-in at the latest.
   */
  @EnvInteger(60, 31_536_000)
  OIDC_SESSION_TTL: number = 43_200;

  /** Seconds of clock difference tolerated in the ID token's time claims. */
  @EnvInteger(0, 600)
  OIDC_CLOCK_TOLERANCE: number = 30;

  /**
   * When set, the callback redirects the browser here with the studio tokens in the URL fragment;
   * unset, it answers them as JSON.
   */
  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'must be an http(s) URL' },
  )
  OIDC_SUCCESS_REDIRECT_URL?: string;

  @IsOptional()
  @Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, {
    message: 'must be an e-mail address',
  })
  ADMIN_EMAIL?: string;

  /** The studio's own rule for a new password (8-200 characters, not a common password). */
  @IsOptional()
  @PasswordRule()
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  UPSTREAM_URL: string = 'https://api.themeparks.wiki/v1';

  @EnvInteger(100, 120_000)
  UPSTREAM_TIMEOUT_MS: number = 5000;

  @EnvInteger(1, 1000)
  UPSTREAM_BREAKER_THRESHOLD: number = 5;

  @EnvInteger(100, 30_000)
  UPSTREAM_BREAKER_COOLDOWN_MS: number = 15_000;

  @EnvInteger(1, 1000)
  UPSTREAM_MAX_SOCKETS: number = 50;

  @EnvInteger(0, 600)
  UPSTREAM_DESTINATIONS_TTL_SECONDS: number = 300;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  MEDIA_URL?: string;

  /** Widths (px) of the WebP (and AVIF) variants made at upload; none wider than the source. */
  @IsOptional()
  @Matches(/^\s*\d{2,4}(\s*,\s*\d{2,4}){0,9}\s*$/, {
    message: 'must be a comma-separated list of 1-10 widths in pixels (16-8192)',
  })
  MEDIA_WIDTHS: string = '320,640,1024,1600,2560';

  /**
   * AVIF variants beside the WebP ones (smaller files, slower to encode). Off by default: encoding
   * AVIF takes far more memory and CPU than WebP, so concurrent uploads would push the process past
   * its memory budget (docs/performance.md, image uploads).
   */
  @EnvBoolean()
  MEDIA_AVIF: boolean = false;

  /** Images processed at once; further uploads wait. Default: the number of cores. */
  @EnvInteger(1, 64)
  MEDIA_CONCURRENCY?: number;

  /** How long an upload may wait for a free processing slot before it is answered 503. */
  @EnvInteger(100, 600_000)
  MEDIA_QUEUE_TIMEOUT_MS: number = 30_000;

  /**
   * How long the variants of a replaced image keep answering after the replacement, so pages and
   * caches that still name the old URLs do not break (docs/operations.md, media).
   */
  @EnvInteger(0, 8760)
  MEDIA_REPLACED_GRACE_HOURS: number = 168;

  @IsOptional()
  @IsIn(STORAGE_DRIVERS)
  STORAGE_DRIVER: (typeof STORAGE_DRIVERS)[number] = 'local';

  @IsOptional()
  @IsString()
  S3_BUCKET?: string;

  @IsOptional()
  @IsString()
  S3_REGION?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  S3_ENDPOINT?: string;

  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  @EnvBoolean()
  S3_FORCE_PATH_STYLE: boolean = false;

  @IsOptional()
  @Matches(/^[A-Za-z0-9+/]{43}=$/, { message: 'must be 32 bytes, base64-encoded' })
  VAULT_MASTER_KEY?: string;

  /**
   * Earlier master keys, kept readable while `npm run vault:rekey` moves entries to the current
   * one.
   */
  @IsOptional()
  @Matches(/^\s*[A-Za-z0-9+/]{43}=(\s*,\s*[A-Za-z0-9+/]{43}=)*\s*$/, {
    message: 'must be a comma-separated list of 32-byte base64 keys',
  })
  VAULT_PREVIOUS_MASTER_KEYS?: string;

  @EnvInteger(1, 1_000_000)
  RATE_LIMIT_PUBLIC_PER_MIN: number = 120;

  @EnvInteger(1, 1_000_000)
  RATE_LIMIT_LEADS_PER_MIN: number = 5;

  @EnvInteger(1, 1_000_000)
  API_KEY_RATE_LIMIT_PER_MIN: number = 1200;

  @EnvBoolean()
  REQUEST_LOG_ENABLED: boolean = true;

  @EnvInteger(50, 60_000)
  REQUEST_LOG_FLUSH_MS: number = 1000;

  @EnvInteger(1, 10_000)
  REQUEST_LOG_BATCH_SIZE: number = 500;

  @EnvInteger(1, 3650)
  REQUEST_LOG_RETENTION_DAYS: number = 90;

  /**
   * Studio reads that scan large tables (the request log, the audit log, analytics) running at
   * once on this instance; they share the cores with the public API.
   */
  @EnvInteger(1, 64)
  STUDIO_HEAVY_READS_CONCURRENCY: number = 1;

  /** Such reads that may wait for a slot; one more is answered 503 at once. */
  @EnvInteger(0, 1000)
  STUDIO_HEAVY_READS_QUEUE: number = 4;

  /** Statement timeout of such a read, and its longest wait for a slot; then 503. */
  @EnvInteger(100, 600_000)
  STUDIO_HEAVY_READS_TIMEOUT_MS: number = 5000;

  /**
   * The share of the time (percent) such reads may keep their slots busy: after a read of t ms,
   * its slot rests t × (100 / share − 1) ms before the next one starts.
   */
  @EnvInteger(1, 100)
  STUDIO_HEAVY_READS_SHARE_PERCENT: number = 25;

  @EnvInteger(1, 1_000_000)
  LOGIN_MAX_FAILURES: number = 10;

  @EnvInteger(1, 86_400)
  LOGIN_WINDOW_SECONDS: number = 900;

  /**
   * Which studio users must use two-factor authentication (docs/security.md): until they have
   * enrolled, their tokens open only the enrolment endpoints.
   */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  )
  @IsIn(TWO_FACTOR_POLICIES, { message: 'must be none, admins or all' })
  STUDIO_REQUIRE_2FA: TwoFactorPolicy = 'none';

  /** Which hops of X-Forwarded-For are trusted proxies (src/config/trust-proxy.ts). */
  @IsOptional()
  @Transform(toTrustProxy)
  @ValidateBy(
    { name: 'isTrustProxy', validator: { validate: isTrustProxy } },
    { message: TRUST_PROXY_RULE },
  )
  TRUST_PROXY: TrustProxy = false;

  @IsOptional()
  @IsString()
  @Matches(/^\s*(\*|https?:\/\/[^\s,]+(\s*,\s*https?:\/\/[^\s,]+)*)\s*$/, {
    message: "must be '*' or a comma-separated list of http(s) origins",
  })
  CORS_ORIGINS: string = '*';

  /**
   * Origins whose browser pages may call `/studio/*` (the studio's own front end). Unset: none, so
   * no studio answer carries Access-Control-Allow-Origin. Never `*`.
   */
  @IsOptional()
  @IsString()
  @Matches(/^\s*https?:\/\/[^\s,*]+(\s*,\s*https?:\/\/[^\s,*]+)*\s*$/, {
    message: "must be a comma-separated list of http(s) origins (not '*')",
  })
  STUDIO_CORS_ORIGINS?: string;

  /**
   * The languages content is served in, as BCP 47 tags; the first is the default, the text of
   * the records' own columns (docs/localization.md).
   */
  @IsOptional()
  @IsString()
  @ValidateBy(
    {
      name: 'isLocaleList',
      validator: { validate: (value: unknown) => Array.isArray(parseLocaleList(String(value))) },
    },
    {
      message: (args) =>
        `must be a comma-separated list of BCP 47 language tags, the default first: ${String(parseLocaleList(String(args.value)))}`,
    },
  )
  CONTENT_LOCALES: string = 'en,de,fr,es,it,nl,pt-BR,ja';

  /** The in-memory response cache of public catalogue reads (docs/operations.md). */
  @EnvBoolean()
  CACHE_ENABLED: boolean = true;

  /** Bytes of cached responses an instance holds at most; least recently used out first. */
  @EnvInteger(65_536, 4_294_967_296)
  CACHE_MAX_BYTES: number = 33_554_432;

  /** Backstop lifetime of a cached response; writes purge it at once anyway. */
  @EnvInteger(1, 86_400)
  CACHE_TTL_SECONDS: number = 300;

  /**
   * Lets webhook URLs point at loopback, private, link-local and CGNAT addresses (development,
   * tests).
   */
  @EnvBoolean()
  WEBHOOK_ALLOW_PRIVATE: boolean = false;

  /** Whether this instance delivers webhooks; several instances share the work either way. */
  @EnvBoolean()
  WEBHOOK_DISPATCH: boolean = true;

  @EnvInteger(100, 60_000)
  WEBHOOK_TIMEOUT_MS: number = 10_000;

  @EnvInteger(1, 3_600_000)
  WEBHOOK_RETRY_BASE_MS: number = 5_000;

  @EnvInteger(1, 86_400_000)
  WEBHOOK_RETRY_MAX_DELAY_MS: number = 21_600_000;

  /** How long a delivery is retried, and how long an endpoint may fail before it is disabled. */
  @EnvInteger(1, 604_800)
  WEBHOOK_RETRY_WINDOW_SECONDS: number = 86_400;

  @EnvInteger(1, 100)
  WEBHOOK_CONCURRENCY: number = 8;

  @EnvInteger(50, 300_000)
  WEBHOOK_POLL_MS: number = 5_000;

  @EnvInteger(1, 3650)
  WEBHOOK_DELIVERY_RETENTION_DAYS: number = 30;

  /** The CDN whose purge API each catalogue change is sent to (docs/operations.md#a-cdn-in-front). */
  @IsOptional()
  @IsIn(CDN_PROVIDERS)
  CDN_PROVIDER: (typeof CDN_PROVIDERS)[number] = 'none';

  /**
   * The purge API's base URL (Fastly, Cloudflare: their public API by default; a test's local
   * server), or for `generic` the URL each purge is POSTed to.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  CDN_API_URL?: string;

  /** Fastly's API token (`Fastly-Key`), Cloudflare's API token (Bearer), or generic's Bearer token. */
  @IsOptional()
  @IsString()
  CDN_API_TOKEN?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9]{1,64}$/, { message: 'must be a Fastly service id (letters and digits)' })
  CDN_FASTLY_SERVICE_ID?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9]{1,64}$/, { message: 'must be a Cloudflare zone id (letters and digits)' })
  CDN_CLOUDFLARE_ZONE_ID?: string;

  /**
   * The header naming a public answer's surrogate keys. Unset: `Cache-Tag` for Cloudflare,
   * `Surrogate-Key` otherwise. `Cache-Tag` separates keys with commas, any other with spaces.
   */
  @IsOptional()
  @Matches(/^[A-Za-z0-9-]{1,64}$/, { message: 'must be an HTTP header name' })
  CDN_KEYS_HEADER?: string;

  /**
   * How long a shared cache (the CDN) may keep a public answer: purges end it sooner. Unset: an
   * hour with a CDN_PROVIDER to purge it, a minute (as browsers) without one.
   */
  @EnvInteger(0, 31_536_000)
  CDN_S_MAXAGE?: number;

  /** How long past that a shared cache may answer from its copy while it fetches a new one. */
  @EnvInteger(0, 31_536_000)
  CDN_STALE_WHILE_REVALIDATE: number = 60;

  /** How long past that a shared cache may answer from its copy while the service fails. */
  @EnvInteger(0, 31_536_000)
  CDN_STALE_IF_ERROR: number = 86_400;

  @EnvInteger(100, 60_000)
  CDN_PURGE_TIMEOUT_MS: number = 10_000;

  /** First retry delay of a failed purge; each further one doubles, up to the maximum. */
  @EnvInteger(1, 3_600_000)
  CDN_PURGE_RETRY_BASE_MS: number = 1_000;

  @EnvInteger(1, 86_400_000)
  CDN_PURGE_RETRY_MAX_DELAY_MS: number = 300_000;

  /** Fallback poll of the purge queue; LISTEN/NOTIFY wakes the purger at once otherwise. */
  @EnvInteger(50, 300_000)
  CDN_PURGE_POLL_MS: number = 5_000;

  @EnvInteger(1, 10_000)
  REVISIONS_MAX_PER_RECORD: number = 50;

  @EnvInteger(1, 36_500)
  REVISIONS_RETENTION_DAYS: number = 365;

  /**
   * How often each instance's job runner (graphile-worker) looks for jobs whose time has come:
   * a scheduled publication happens at most this long after its time (new jobs due now wake the
   * runner at once through LISTEN/NOTIFY).
   */
  @EnvInteger(100, 60_000)
  JOBS_POLL_MS: number = 1000;

  /**
   * Whether this process runs the job runner; the one-shot commands (src/cli) set it false, so a
   * seed or a migration never carries out jobs. Instances keep the default.
   */
  @EnvBoolean()
  JOBS_RUN: boolean = true;

  /** Jobs one instance's runner runs at once. */
  @EnvInteger(1, 64)
  JOBS_CONCURRENCY: number = 2;

  @IsOptional()
  @IsIn(LOG_LEVELS)
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';

  /**
   * `json`: one JSON object a line, for log collectors. `pretty`: coloured, readable lines for a
   * person at a terminal. Unset: pretty when standard output is a terminal outside production.
   */
  @IsOptional()
  @IsIn(LOG_FORMATS)
  LOG_FORMAT?: (typeof LOG_FORMATS)[number];
}
