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
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';

const toInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value;

const toBool = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(v)) return true;
  if (['false', '0', 'no', ''].includes(v)) return false;
  return value;
};

const blankToUndefined = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const STORAGE_DRIVERS = ['local', 's3'] as const;

/**
 * The raw environment as the service accepts it (docs/operations.md#configuration). Every value
 * arrives as a string; transforms turn numbers and booleans into their types before validation.
 */
export class EnvironmentVariables {
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT: number = 3000;

  @IsOptional()
  @IsString()
  @MinLength(1)
  HOST: string = '0.0.0.0';

  @IsOptional()
  @IsIn(NODE_ENVS)
  NODE_ENV: (typeof NODE_ENVS)[number] = 'development';

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^postgres(ql)?:\/\/[^\s]+$/, { message: 'must be a postgres:// URL' })
  DATABASE_URL?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  DATA_DIR: string = './.data';

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^rediss?:\/\/[^\s]+$/, { message: 'must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9:_.-]{1,64}$/, { message: 'must be 1-64 characters of A-Z a-z 0-9 : _ . -' })
  REDIS_KEY_PREFIX: string = 'guide:';

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MinLength(32, {
    message: 'must be at least 32 characters',
  })
  JWT_SECRET?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(30)
  @Max(86_400)
  JWT_ACCESS_TTL: number = 900;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(60)
  @Max(31_536_000)
  JWT_REFRESH_TTL: number = 2_592_000;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, {
    message: 'must be an e-mail address',
  })
  ADMIN_EMAIL?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MinLength(8)
  @MaxLength(200)
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  UPSTREAM_URL: string = 'https://api.themeparks.wiki/v1';

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(120_000)
  UPSTREAM_TIMEOUT_MS: number = 5000;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  UPSTREAM_BREAKER_THRESHOLD: number = 5;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(30_000)
  UPSTREAM_BREAKER_COOLDOWN_MS: number = 15_000;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  UPSTREAM_MAX_SOCKETS: number = 50;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(600)
  UPSTREAM_DESTINATIONS_TTL_SECONDS: number = 300;

  @IsOptional()
  @Transform(blankToUndefined)
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
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  MEDIA_AVIF: boolean = false;

  /** Images processed at once; further uploads wait. Default: the number of cores. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(64)
  MEDIA_CONCURRENCY?: number;

  /** How long an upload may wait for a free processing slot before it is answered 503. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(600_000)
  MEDIA_QUEUE_TIMEOUT_MS: number = 30_000;

  @IsOptional()
  @IsIn(STORAGE_DRIVERS)
  STORAGE_DRIVER: (typeof STORAGE_DRIVERS)[number] = 'local';

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  S3_BUCKET?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  S3_REGION?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  S3_ENDPOINT?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  S3_FORCE_PATH_STYLE: boolean = false;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^[A-Za-z0-9+/]{43}=$/, { message: 'must be 32 bytes, base64-encoded' })
  VAULT_MASTER_KEY?: string;

  /**
   * Earlier master keys, kept readable while `npm run vault:rekey` moves entries to the current
   * one.
   */
  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^\s*[A-Za-z0-9+/]{43}=(\s*,\s*[A-Za-z0-9+/]{43}=)*\s*$/, {
    message: 'must be a comma-separated list of 32-byte base64 keys',
  })
  VAULT_PREVIOUS_MASTER_KEYS?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  RATE_LIMIT_PUBLIC_PER_MIN: number = 120;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  RATE_LIMIT_LEADS_PER_MIN: number = 5;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  API_KEY_RATE_LIMIT_PER_MIN: number = 1200;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  REQUEST_LOG_ENABLED: boolean = true;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(50)
  @Max(60_000)
  REQUEST_LOG_FLUSH_MS: number = 1000;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(10_000)
  REQUEST_LOG_BATCH_SIZE: number = 500;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3650)
  REQUEST_LOG_RETENTION_DAYS: number = 90;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  LOGIN_MAX_FAILURES: number = 10;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(86_400)
  LOGIN_WINDOW_SECONDS: number = 900;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  TRUST_PROXY: boolean = false;

  @IsOptional()
  @IsString()
  @Matches(/^\s*(\*|https?:\/\/[^\s,]+(\s*,\s*https?:\/\/[^\s,]+)*)\s*$/, {
    message: "must be '*' or a comma-separated list of http(s) origins",
  })
  CORS_ORIGINS: string = '*';

  /** The in-memory response cache of public catalogue reads (docs/operations.md). */
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  CACHE_ENABLED: boolean = true;

  /** Bytes of cached responses an instance holds at most; least recently used out first. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(65_536)
  @Max(4_294_967_296)
  CACHE_MAX_BYTES: number = 33_554_432;

  /** Backstop lifetime of a cached response; writes purge it at once anyway. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(86_400)
  CACHE_TTL_SECONDS: number = 300;

  /**
   * Lets webhook URLs point at loopback, private, link-local and CGNAT addresses (development,
   * tests).
   */
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  WEBHOOK_ALLOW_PRIVATE: boolean = false;

  /** Whether this instance delivers webhooks; several instances share the work either way. */
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  WEBHOOK_DISPATCH: boolean = true;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(60_000)
  WEBHOOK_TIMEOUT_MS: number = 10_000;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3_600_000)
  WEBHOOK_RETRY_BASE_MS: number = 5_000;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(86_400_000)
  WEBHOOK_RETRY_MAX_DELAY_MS: number = 21_600_000;

  /** How long a delivery is retried, and how long an endpoint may fail before it is disabled. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(604_800)
  WEBHOOK_RETRY_WINDOW_SECONDS: number = 86_400;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100)
  WEBHOOK_CONCURRENCY: number = 8;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(50)
  @Max(300_000)
  WEBHOOK_POLL_MS: number = 5_000;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3650)
  WEBHOOK_DELIVERY_RETENTION_DAYS: number = 30;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(10_000)
  REVISIONS_MAX_PER_RECORD: number = 50;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(36_500)
  REVISIONS_RETENTION_DAYS: number = 365;

  @IsOptional()
  @IsIn(LOG_LEVELS)
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';
}
