import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { ConfigurationError, loadConfig } from './app-config';
import { TRUST_PROXY_RULE } from './trust-proxy';

// Random-looking, so that production's checks of their strength pass where a test needs them to.
const KEY = 'fF70vcZE6swO3XTuR2zDhaz8POdRgPIgMVO9fYpeGZk=';
const SECRET = 'lzWXU5HRpOQeP5m7Tkp/HJJHroXxvICb+mMjlTPL';

describe('loadConfig', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'config-spec-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

  it('applies the defaults documented in docs/operations.md', () => {
    const config = load({ JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY });
    expect(config.nodeEnv).toBe('development');
    expect(config.http).toEqual({
      host: '0.0.0.0',
      port: 3000,
      trustProxy: false,
      corsOrigins: '*',
    });
    expect(config.database).toEqual({
      url: undefined,
      readPoolSize: 10,
      replicas: { urls: [], maxLagMs: 5_000, checkMs: 1_000, timeoutMs: 2_000 },
    });
    expect(config.redis.url).toBeUndefined();
    expect(config.jwt).toEqual({
      secret: SECRET,
      accessTtlSeconds: 900,
      refreshTtlSeconds: 2_592_000,
    });
    expect(config.upstream).toEqual({
      url: 'https://api.themeparks.wiki/v1',
      timeoutMs: 5000,
      breakerThreshold: 5,
      breakerCooldownMs: 15_000,
      maxSockets: 50,
      destinationsTtlSeconds: 300,
    });
    expect(config.media.publicUrl).toBe('http://localhost:3000/media');
    expect(config.media.driver).toBe('local');
    expect(config.rateLimits).toEqual({
      publicPerMinute: 120,
      leadsPerMinute: 5,
      loginMaxFailures: 10,
      loginWindowSeconds: 900,
      apiKeyDefaultPerMinute: 1200,
    });
    expect(config.redis.keyPrefix).toBe('guide:');
    expect(config.requestLog).toEqual({
      enabled: true,
      flushMs: 1000,
      batchSize: 500,
      retentionDays: 90,
    });
    expect(config.studioHeavyReads).toEqual({
      concurrency: 1,
      queue: 4,
      timeoutMs: 5000,
      sharePercent: 25,
    });
    expect(config.log.level).toBe('info');
    expect(config.shutdown).toEqual({ delayMs: 0, graceMs: 25_000 });
    expect(config.vault.masterKey).toHaveLength(32);
  });

  it('runs the job runner polling every second by default; JOBS_POLL_MS is bounded', () => {
    expect(load({ JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY }).jobs).toEqual({
      run: true,
      pollMs: 1000,
      concurrency: 2,
    });
    const base = { JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY };
    expect(load({ ...base, JOBS_POLL_MS: '250', JOBS_RUN: 'false' }).jobs).toMatchObject({
      run: false,
      pollMs: 250,
    });
    expect(() => load({ ...base, JOBS_POLL_MS: '10' })).toThrow(/JOBS_POLL_MS/);
    expect(() => load({ ...base, JOBS_POLL_MS: 'soon' })).toThrow(/JOBS_POLL_MS/);
  });

  it('applies the webhook defaults: public targets only, 10 s timeout, 24 h of retries, 30 days kept', () => {
    expect(load({ JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY }).webhooks).toEqual({
      allowPrivate: false,
      dispatch: true,
      timeoutMs: 10_000,
      retryBaseMs: 5_000,
      retryMaxDelayMs: 21_600_000,
      retryWindowSeconds: 86_400,
      concurrency: 8,
      pollMs: 5_000,
      deliveryRetentionDays: 30,
    });
    const custom = load({
      JWT_SECRET: SECRET,
      VAULT_MASTER_KEY: KEY,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_DISPATCH: 'false',
      WEBHOOK_RETRY_WINDOW_SECONDS: '60',
    }).webhooks;
    expect(custom).toEqual(
      expect.objectContaining({ allowPrivate: true, dispatch: false, retryWindowSeconds: 60 }),
    );
  });

  it('applies the media defaults and parses the variant widths', () => {
    const defaults = load({ JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY }).media;
    expect(defaults).toEqual(
      expect.objectContaining({
        widths: [320, 640, 1024, 1600, 2560],
        avif: false,
        concurrency: availableParallelism(),
        queueTimeoutMs: 30_000,
      }),
    );
    const custom = load({
      JWT_SECRET: SECRET,
      VAULT_MASTER_KEY: KEY,
      MEDIA_WIDTHS: ' 800, 400 ,400',
      MEDIA_AVIF: 'true',
      MEDIA_CONCURRENCY: '3',
    }).media;
    expect(custom).toEqual(
      expect.objectContaining({ widths: [400, 800], avif: true, concurrency: 3 }),
    );
  });

  it.each(['abc', '320,', '8', '320,9000', '1,2,3,4,5,6,7,8,9,10,11'])(
    'refuses MEDIA_WIDTHS=%j',
    (value) => {
      expect(() =>
        load({ JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY, MEDIA_WIDTHS: value }),
      ).toThrow(/MEDIA_WIDTHS/);
    },
  );

  it('lets a shared cache keep answers an hour with a CDN to purge them, a minute without', () => {
    const base = { JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY };
    expect(load(base).cdn.sMaxAge).toBe(60);
    const fastly = {
      ...base,
      CDN_PROVIDER: 'fastly',
      CDN_API_TOKEN: 't',
      CDN_FASTLY_SERVICE_ID: 's1',
    };
    expect(load(fastly).cdn.sMaxAge).toBe(3_600);
    expect(load({ ...fastly, CDN_S_MAXAGE: '600' }).cdn.sMaxAge).toBe(600);
    expect(load({ ...base, CDN_S_MAXAGE: '0' }).cdn.sMaxAge).toBe(0);
  });

  it('parses numbers, booleans and lists', () => {
    const config = load({
      JWT_SECRET: SECRET,
      VAULT_MASTER_KEY: KEY,
      PORT: '8080',
      TRUST_PROXY: 'true',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com/',
      MEDIA_URL: 'https://cdn.example.com/media/',
    });
    expect(config.http.port).toBe(8080);
    expect(config.http.trustProxy).toBe(true);
    expect(config.http.corsOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(config.media.publicUrl).toBe('https://cdn.example.com/media');
  });

  describe('LOG_FORMAT', () => {
    const tty = Object.getOwnPropertyDescriptor(process.stdout, 'isTTY');
    const setTty = (isTTY: boolean) =>
      Object.defineProperty(process.stdout, 'isTTY', { configurable: true, value: isTTY });
    afterEach(() => {
      if (tty) Object.defineProperty(process.stdout, 'isTTY', tty);
      else delete (process.stdout as { isTTY?: boolean }).isTTY;
    });

    it('is pretty at a terminal outside production, JSON otherwise', () => {
      setTty(true);
      expect(load({ JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY }).log.format).toBe('pretty');
      const production = { NODE_ENV: 'production', JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY };
      expect(load(production).log.format).toBe('json');
      setTty(false);
      expect(load({ JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY }).log.format).toBe('json');
    });

    it('takes the format it is given', () => {
      setTty(false);
      const config = load({ LOG_FORMAT: 'pretty', JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY });
      expect(config.log.format).toBe('pretty');
      setTty(true);
      expect(
        load({ LOG_FORMAT: 'json', JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY }).log.format,
      ).toBe('json');
    });
  });

  it('reads DATABASE_READ_POOL_SIZE', () => {
    expect(
      load({ JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY, DATABASE_READ_POOL_SIZE: '4' }).database
        .readPoolSize,
    ).toBe(4);
  });

  it('reads SHUTDOWN_DELAY_MS and SHUTDOWN_GRACE_MS in milliseconds', () => {
    expect(load({ JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY }).shutdown).toEqual({
      delayMs: 0,
      graceMs: 25_000,
    });
    expect(
      load({
        JWT_SECRET: SECRET,
        VAULT_MASTER_KEY: KEY,
        SHUTDOWN_DELAY_MS: '15000',
        SHUTDOWN_GRACE_MS: '8000',
      }).shutdown,
    ).toEqual({ delayMs: 15_000, graceMs: 8_000 });
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    [' Yes ', true],
    ['1', true],
    ['false', false],
    ['False', false],
    ['NO', false],
    ['0', false],
  ])('reads the boolean %j as %s', (value, expected) => {
    const config = load({ JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY, CACHE_ENABLED: value });
    expect(config.cache.enabled).toBe(expected);
  });

  describe('STUDIO_REQUIRE_2FA', () => {
    const base = { JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY };

    it('defaults to none and takes admins or all, in any case', () => {
      expect(load(base).twoFactor).toEqual({ required: 'none' });
      expect(load({ ...base, STUDIO_REQUIRE_2FA: 'admins' }).twoFactor.required).toBe('admins');
      expect(load({ ...base, STUDIO_REQUIRE_2FA: ' ALL ' }).twoFactor.required).toBe('all');
    });

    it('stops start-up on any other value, naming the variable', () => {
      expect(() => load({ ...base, STUDIO_REQUIRE_2FA: 'editors' })).toThrow(ConfigurationError);
      expect(() => load({ ...base, STUDIO_REQUIRE_2FA: 'yes' })).toThrow(/STUDIO_REQUIRE_2FA/);
    });
  });

  describe('TRUST_PROXY', () => {
    const trustProxy = (value: string, env: Record<string, string> = {}) =>
      load({ JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY, TRUST_PROXY: value, ...env }).http
        .trustProxy;

    it.each([
      ['true', true],
      [' Yes ', true],
      ['false', false],
      ['NO', false],
      ['0', false],
      ['1', 1],
      [' 2 ', 2],
      ['20', 20],
      ['10.0.0.1', ['10.0.0.1']],
      ['10.0.0.0/8, 192.168.1.7 ,loopback', ['10.0.0.0/8', '192.168.1.7', 'loopback']],
      ['LinkLocal,uniquelocal', ['linklocal', 'uniquelocal']],
      ['2001:DB8::/32,::1,::ffff:10.0.0.1', ['2001:db8::/32', '::1', '::ffff:10.0.0.1']],
      ['::ffff:10.0.0.0/8', ['::ffff:10.0.0.0/8']],
    ])('reads %j as %j, which Express accepts', (value, expected) => {
      const parsed = trustProxy(value);
      expect(parsed).toEqual(expected);
      expect(() => express().set('trust proxy', parsed)).not.toThrow();
    });

    it.each([
      'maybe',
      '-1',
      '1.5',
      '21',
      '1e3',
      '10.0.0',
      '10.0.0.1/33',
      '2001:db8::/129',
      '10.0.0.0/8/1',
      '0.0.0.0/0',
      '::/0',
      '::ffff:10.0.0.0/104',
      '10.0.0.0/',
      '10.0.0.1,',
      '10.0.0.1,,10.0.0.2',
      'localhost',
      'fe80::1%eth0',
      'loopback 10.0.0.1',
    ])('stops on %j with one line naming the variable and what it accepts', (value) => {
      expect(() => trustProxy(value)).toThrow(
        new ConfigurationError(
          `Invalid configuration: TRUST_PROXY ${TRUST_PROXY_RULE} (got ${JSON.stringify(value)})`,
        ),
      );
    });

    it.each(['true', 'YES'])(
      'refuses %j in production, naming the variable and what to set instead',
      (value) => {
        expect(() => trustProxy(value, { NODE_ENV: 'production' })).toThrow(
          /^Invalid configuration: TRUST_PROXY=true is refused when NODE_ENV=production .*TRUST_PROXY=1 behind one load balancer/,
        );
      },
    );

    it('takes a hop count or proxy addresses in production', () => {
      expect(trustProxy('1', { NODE_ENV: 'production' })).toBe(1);
      expect(trustProxy('10.0.0.0/8', { NODE_ENV: 'production' })).toEqual(['10.0.0.0/8']);
      expect(trustProxy('false', { NODE_ENV: 'production' })).toBe(false);
    });
  });

  it.each(['on', 'off', '2', 'y', 'tru'])(
    'stops on the boolean %j, saying what it accepts',
    (value) => {
      expect(() =>
        load({ JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY, CACHE_ENABLED: value }),
      ).toThrow(
        new ConfigurationError(
          `Invalid configuration: CACHE_ENABLED must be true or false (also 1/0 or yes/no) (got ${JSON.stringify(value)})`,
        ),
      );
    },
  );

  it('reads an integer with spaces around it, and nothing but whole numbers', () => {
    expect(load({ JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY, PORT: ' 8080 ' }).http.port).toBe(
      8080,
    );
    for (const value of ['1e3', '0x10', '10k', '80.0']) {
      expect(() => load({ JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY, PORT: value })).toThrow(
        new ConfigurationError(
          `Invalid configuration: PORT must be an integer number (got ${JSON.stringify(value)})`,
        ),
      );
    }
  });

  it('treats an empty value as unset: every variable keeps its default', () => {
    const config = load({
      JWT_SECRET: SECRET,
      VAULT_MASTER_KEY: KEY,
      PORT: '',
      HOST: ' ',
      TRUST_PROXY: '',
      REQUEST_LOG_ENABLED: '',
      CACHE_ENABLED: '  ',
      JWT_ACCESS_TTL: '',
      REDIS_URL: '',
      DATABASE_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      LOG_LEVEL: '',
      MEDIA_WIDTHS: '',
    });
    expect(config.http).toEqual({
      host: '0.0.0.0',
      port: 3000,
      trustProxy: false,
      corsOrigins: '*',
    });
    expect(config.requestLog.enabled).toBe(true);
    expect(config.cache.enabled).toBe(true);
    expect(config.jwt.accessTtlSeconds).toBe(900);
    expect(config.redis.url).toBeUndefined();
    expect(config.database.url).toBeUndefined();
    expect(config.admin).toEqual({ email: undefined, password: undefined });
    expect(config.log.level).toBe('info');
    expect(config.media.widths).toEqual([320, 640, 1024, 1600, 2560]);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['SHUTDOWN_DELAY_MS', '-1'],
    ['SHUTDOWN_DELAY_MS', '5s'],
    ['SHUTDOWN_DELAY_MS', '300001'],
    ['DATABASE_READ_POOL_SIZE', '0'],
    ['DATABASE_READ_POOL_SIZE', '101'],
    ['SHUTDOWN_GRACE_MS', '999'],
    ['SHUTDOWN_GRACE_MS', '25s'],
    ['SHUTDOWN_GRACE_MS', '600001'],
    ['NODE_ENV', 'staging'],
    ['LOG_FORMAT', 'yaml'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_REPLICA_URLS', 'postgres://a/app, mysql://b/app'],
    ['DATABASE_REPLICA_URLS', 'postgres://a/app,,postgres://b/app'],
    ['DATABASE_REPLICA_MAX_LAG_MS', '600001'],
    ['DATABASE_REPLICA_CHECK_MS', '10'],
    ['DATABASE_REPLICA_TIMEOUT_MS', '2s'],
    ['REDIS_URL', 'http://x'],
    ['JWT_ACCESS_TTL', '1.5'],
    ['TRUST_PROXY', 'maybe'],
    ['CORS_ORIGINS', 'not a url'],
    ['LOG_LEVEL', 'verbose'],
    ['VAULT_MASTER_KEY', Buffer.alloc(16).toString('base64')],
    ['JWT_SECRET', 'short'],
    ['STORAGE_DRIVER', 'ftp'],
    ['UPSTREAM_URL', 'not-a-url'],
    ['UPSTREAM_BREAKER_COOLDOWN_MS', '60000'],
    ['UPSTREAM_BREAKER_THRESHOLD', '0'],
    ['UPSTREAM_DESTINATIONS_TTL_SECONDS', '601'],
    ['WEBHOOK_ALLOW_PRIVATE', 'sometimes'],
    ['WEBHOOK_DISPATCH', 'perhaps'],
    ['MEDIA_AVIF', 'maybe'],
    ['MEDIA_CONCURRENCY', '0'],
    ['MEDIA_QUEUE_TIMEOUT_MS', '10'],
    ['STUDIO_HEAVY_READS_CONCURRENCY', '0'],
    ['STUDIO_HEAVY_READS_QUEUE', '-1'],
    ['STUDIO_HEAVY_READS_TIMEOUT_MS', '50'],
    ['STUDIO_HEAVY_READS_SHARE_PERCENT', '0'],
    ['STUDIO_HEAVY_READS_SHARE_PERCENT', '101'],
    ['WEBHOOK_TIMEOUT_MS', '50'],
    ['WEBHOOK_RETRY_BASE_MS', '0'],
    ['WEBHOOK_RETRY_WINDOW_SECONDS', '0'],
    ['WEBHOOK_CONCURRENCY', '101'],
    ['WEBHOOK_POLL_MS', '10'],
    ['WEBHOOK_DELIVERY_RETENTION_DAYS', 'forever'],
  ])('stops on a bad %s with one message naming it', (name, value) => {
    const attempt = () => load({ JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY, [name]: value });
    expect(attempt).toThrow(ConfigurationError);
    expect(attempt).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });

  it.each([
    ['JWT_SECRET', 'too-short-secret'],
    ['DATABASE_URL', 'mysql://root:hunter2@db/app'],
    ['DATABASE_REPLICA_URLS', 'postgres://root:hunter2@db/app,mysql://x'],
    ['ADMIN_PASSWORD', 'pw'],
  ])('never echoes the value of %s', (name, value) => {
    const attempt = () =>
      load({
        JWT_SECRET: SECRET,
        VAULT_MASTER_KEY: KEY,
        ADMIN_EMAIL: 'a@example.com',
        ADMIN_PASSWORD: 'long-enough-1',
        [name]: value,
      });
    expect(attempt).toThrow(new RegExp(`^Invalid configuration: ${name} `));
    expect(attempt).not.toThrow(value);
  });

  it('reads the read replicas as a list of URLs', () => {
    const config = load({
      JWT_SECRET: SECRET,
      VAULT_MASTER_KEY: KEY,
      DATABASE_REPLICA_URLS: ' postgres://r:pw@replica-1:5432/app , postgresql://replica-2/app ',
      DATABASE_REPLICA_MAX_LAG_MS: '0',
    });
    expect(config.database.replicas).toEqual({
      urls: ['postgres://r:pw@replica-1:5432/app', 'postgresql://replica-2/app'],
      maxLagMs: 0,
      checkMs: 1_000,
      timeoutMs: 2_000,
    });
  });

  it('names a corrupt secrets file instead of failing on a parse error', () => {
    writeFileSync(join(dataDir, 'secrets.json'), '{oops');
    expect(() => load({})).toThrow(/secrets\.json is not valid JSON/);
  });

  it.each(['JWT_SECRET', 'VAULT_MASTER_KEY'])(
    'refuses to start in production without %s',
    (missing) => {
      const env: Record<string, string> = {
        NODE_ENV: 'production',
        JWT_SECRET: SECRET,
        VAULT_MASTER_KEY: KEY,
      };
      delete env[missing];
      expect(() => load(env)).toThrow(
        `Invalid configuration: ${missing} is required when NODE_ENV=production`,
      );
    },
  );

  describe('in production, secrets that are easy to guess', () => {
    const STRONG_SECRET = randomBytes(48).toString('base64');
    const STRONG_KEY = randomBytes(32).toString('base64');
    const production = (env: Record<string, string>) => () =>
      load({
        NODE_ENV: 'production',
        JWT_SECRET: STRONG_SECRET,
        VAULT_MASTER_KEY: STRONG_KEY,
        ...env,
      });

    it('starts with random secrets, as openssl rand makes them (base64 or hex)', () => {
      expect(production({})().jwt.secret).toBe(STRONG_SECRET);
      expect(production({ JWT_SECRET: randomBytes(16).toString('hex') })).not.toThrow();
      expect(production({ JWT_SECRET: randomBytes(32).toString('base64url') })).not.toThrow();
    });

    it.each([
      ['one character repeated', 'a'.repeat(32), 'repeats one character'],
      ['a short pattern repeated', 'abc123'.repeat(6), 'repeats a short pattern'],
      ['a word repeated', 'password'.repeat(4), 'repeats a short pattern'],
      [
        'very few distinct characters',
        'abababababababababababababababbbaa',
        'has only 2 distinct characters',
      ],
      [
        'a run of consecutive characters',
        'abcdefghijklmnopqrstuvwxyz0123456789',
        'is a run of consecutive characters',
      ],
      ['placeholder words', 'change-me-this-is-the-jwt-secret-2024', 'is made of common words'],
      ['words run together', 'SuperSecretJwtSigningKeyForProduction!', 'is made of common words'],
    ])('refuses a JWT_SECRET of %s, naming it and not its value', (_what, secret, flaw) => {
      const attempt = production({ JWT_SECRET: secret });
      expect(attempt).toThrow(ConfigurationError);
      expect(attempt).toThrow(
        `Invalid configuration: JWT_SECRET is too easy to guess (it ${flaw}); generate one with \`openssl rand -base64 48\``,
      );
      expect(attempt).not.toThrow(secret);
    });

    it.each([
      ['all zero bytes', Buffer.alloc(32), 'is all zero bytes'],
      ['one byte repeated', Buffer.alloc(32, 7), 'repeats one byte'],
      [
        'a pattern of bytes',
        Buffer.alloc(32, Buffer.from([1, 2, 3, 4])),
        'repeats a short pattern',
      ],
      [
        'very few distinct bytes (the digits of pi)',
        Buffer.from([...'31415926535897932384626433832795'].map(Number)),
        'has only 9 distinct bytes',
      ],
      [
        'consecutive bytes',
        Buffer.from(Array.from({ length: 32 }, (_, i) => i)),
        'is a run of consecutive bytes',
      ],
      ['text', Buffer.from('correct horse battery staple 123'), 'is text, not random bytes'],
    ])('refuses a VAULT_MASTER_KEY of %s, naming it and not its value', (_what, key, flaw) => {
      const value = key.toString('base64');
      const attempt = production({ VAULT_MASTER_KEY: value });
      expect(attempt).toThrow(
        `Invalid configuration: VAULT_MASTER_KEY is too easy to guess (it ${flaw}); generate one with \`openssl rand -base64 32\``,
      );
      expect(attempt).not.toThrow(value);
    });

    it('keeps development as it is: weak or generated secrets start', () => {
      expect(() =>
        load({ JWT_SECRET: 'a'.repeat(32), VAULT_MASTER_KEY: Buffer.alloc(32).toString('base64') }),
      ).not.toThrow();
      expect(() => load({})).not.toThrow();
    });
  });

  it.each([
    ['iloveyou', 'must not be a commonly used password'],
    ['Password123', 'must not be a commonly used password'],
    ['short', 'must be at least 8 characters'],
  ])(
    'refuses an ADMIN_PASSWORD the studio would refuse (%#), without its value',
    (password, reason) => {
      for (const NODE_ENV of ['production', 'development']) {
        const attempt = () =>
          load({
            NODE_ENV,
            JWT_SECRET: randomBytes(48).toString('base64'),
            VAULT_MASTER_KEY: randomBytes(32).toString('base64'),
            ADMIN_EMAIL: 'admin@example.com',
            ADMIN_PASSWORD: password,
          });
        expect(attempt).toThrow(`Invalid configuration: ADMIN_PASSWORD ${reason}`);
        expect(attempt).not.toThrow(password);
      }
    },
  );

  it('requires S3_BUCKET for the s3 driver, and both admin variables together', () => {
    const base = { JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY };
    expect(() => load({ ...base, STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => load({ ...base, ADMIN_EMAIL: 'a@example.com' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('generates development secrets once, keeps them in DATA_DIR readable by the owner only', () => {
    const first = load({});
    const file = join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = load({});
    expect(second.jwt.secret).toBe(first.jwt.secret);
    expect(second.vault.masterKey.equals(first.vault.masterKey)).toBe(true);
    expect(first.jwt.secret.length).toBeGreaterThanOrEqual(32);
    expect(first.vault.masterKey).toHaveLength(32);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      jwtSecret: first.jwt.secret,
      vaultMasterKey: first.vault.masterKey.toString('base64'),
    });
  });

  it('reads previous vault master keys for re-keying, and never echoes them', () => {
    const previous = [Buffer.alloc(32, 2), Buffer.alloc(32, 3)].map((k) => k.toString('base64'));
    const config = load({
      JWT_SECRET: SECRET,
      VAULT_MASTER_KEY: KEY,
      VAULT_PREVIOUS_MASTER_KEYS: ` ${previous[0]} , ${previous[1]}`,
    });
    expect(config.vault.previousMasterKeys.map((k) => k.toString('base64'))).toEqual(previous);
    expect(load({ JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY }).vault.previousMasterKeys).toEqual(
      [],
    );
    const bad = `${previous[0]},short`;
    const attempt = () =>
      load({ JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY, VAULT_PREVIOUS_MASTER_KEYS: bad });
    expect(attempt).toThrow(/^Invalid configuration: VAULT_PREVIOUS_MASTER_KEYS must be/);
    expect(attempt).not.toThrow(previous[0]);
  });

  it('allows no origin on the studio unless STUDIO_CORS_ORIGINS lists some, never *', () => {
    const base = { JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY };
    expect(load(base).studio).toEqual({ corsOrigins: [] });
    expect(
      load({ ...base, STUDIO_CORS_ORIGINS: ' https://studio.example.com/ ,http://localhost:5173' })
        .studio,
    ).toEqual({ corsOrigins: ['https://studio.example.com', 'http://localhost:5173'] });
    for (const bad of ['*', 'https://a.example.com,*', 'studio.example.com'])
      expect(() => load({ ...base, STUDIO_CORS_ORIGINS: bad })).toThrow(
        /^Invalid configuration: STUDIO_CORS_ORIGINS must be a comma-separated list of http\(s\) origins \(not '\*'\)/,
      );
  });

  describe('sessions and single sign-on', () => {
    const base = { JWT_SECRET: SECRET, VAULT_MASTER_KEY: KEY };
    const sso = {
      ...base,
      OIDC_ISSUER_URL: 'https://login.example.com/realms/staff',
      OIDC_CLIENT_ID: 'studio',
      OIDC_CLIENT_SECRET: 'the-client-secret-value',
      OIDC_REDIRECT_URI: 'https://studio.example.com/studio/auth/oidc/callback',
      OIDC_ROLE_MAP: 'studio-admins:admin, editors:editor, cn=ops:team:editor',
    };

    it('keeps a session 30 days at most and leaves single sign-on off by default', () => {
      const config = load(base);
      expect(config.sessions).toEqual({ absoluteTtlSeconds: 2_592_000 });
      expect(config.oidc).toBeUndefined();
    });

    it('reads the provider settings, with their defaults', () => {
      expect(load(sso).oidc).toEqual({
        issuerUrl: 'https://login.example.com/realms/staff',
        clientId: 'studio',
        clientSecret: 'the-client-secret-value',
        redirectUri: 'https://studio.example.com/studio/auth/oidc/callback',
        scopes: 'openid email profile',
        groupsClaim: 'groups',
        roleMap: [
          { group: 'studio-admins', role: 'admin' },
          { group: 'editors', role: 'editor' },
          { group: 'cn=ops:team', role: 'editor' },
        ],
        createUsers: false,
        passwordLogin: true,
        clockToleranceSeconds: 30,
        sessionTtlSeconds: 43_200,
        successRedirectUrl: undefined,
        allowHttp: false,
      });
    });

    it('adds openid to the scopes, and keeps an SSO session within SESSION_ABSOLUTE_TTL', () => {
      const config = load({
        ...sso,
        OIDC_SCOPES: 'email groups',
        SESSION_ABSOLUTE_TTL: '3600',
        OIDC_SESSION_TTL: '86400',
      });
      expect(config.oidc?.scopes).toBe('openid email groups');
      expect(config.oidc?.sessionTtlSeconds).toBe(3600);
    });

    it('allows a plain-http issuer on a loopback address only', () => {
      expect(load({ ...sso, OIDC_ISSUER_URL: 'http://127.0.0.1:8080' }).oidc?.allowHttp).toBe(true);
      expect(() => load({ ...sso, OIDC_ISSUER_URL: 'http://login.example.com' })).toThrow(
        /OIDC_ISSUER_URL must be an https URL/,
      );
    });

    it.each([
      ['OIDC_CLIENT_ID', undefined, /OIDC_CLIENT_ID is required when OIDC_ISSUER_URL is set/],
      ['OIDC_CLIENT_SECRET', undefined, /OIDC_CLIENT_SECRET is required/],
      ['OIDC_REDIRECT_URI', undefined, /OIDC_REDIRECT_URI is required/],
      ['OIDC_REDIRECT_URI', 'not a url', /OIDC_REDIRECT_URI must be an http\(s\) URL/],
      ['OIDC_ROLE_MAP', undefined, /OIDC_ROLE_MAP must map at least one group/],
      ['OIDC_ROLE_MAP', 'admins:owner', /OIDC_ROLE_MAP must be group:role pairs.*"admins:owner"/],
      ['OIDC_ROLE_MAP', 'admins', /OIDC_ROLE_MAP must be group:role pairs/],
      ['OIDC_ROLE_MAP', ':admin', /OIDC_ROLE_MAP must be group:role pairs/],
      ['OIDC_GROUPS_CLAIM', 'two words', /OIDC_GROUPS_CLAIM must be a claim name/],
      ['OIDC_SCOPES', 'openid  email', /OIDC_SCOPES must be scopes separated by single spaces/],
      ['OIDC_CREATE_USERS', 'sometimes', /OIDC_CREATE_USERS must be true or false/],
      ['OIDC_CLOCK_TOLERANCE', '601', /OIDC_CLOCK_TOLERANCE/],
      ['SESSION_ABSOLUTE_TTL', '59', /SESSION_ABSOLUTE_TTL/],
    ])('stops start-up for %s=%s', (name, value, message) => {
      const env: Record<string, string> = { ...sso };
      if (value === undefined) delete env[name];
      else env[name] = value;
      expect(() => load(env)).toThrow(message);
    });
  });

  it('prefers configured secrets over generated ones', () => {
    expect(load({ JWT_SECRET: SECRET }).jwt.secret).toBe(SECRET);
  });
});
