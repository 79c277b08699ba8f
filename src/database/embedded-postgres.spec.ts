import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { findFreePort } from './embedded-postgres';

/** In a plain node process: Jest's module system cannot run the native import() the loader uses. */
function load(specifier: string): string {
  const script = `
    require('./src/database/embedded-postgres')
      .loadEmbeddedPostgres(process.argv[1])
      .then((found) => console.log('loaded ' + typeof found), (error) => console.log(error.message));`;
  return execFileSync(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', '-e', script, specifier],
    { cwd: join(__dirname, '..', '..'), encoding: 'utf8' },
  ).trim();
}

describe('loadEmbeddedPostgres', () => {
  jest.setTimeout(60_000);

  it('loads the embedded-postgres package when it is installed', () => {
    expect(load('embedded-postgres')).toBe('loaded function');
  });

  it('says to set DATABASE_URL when the package is not installed (a production install)', () => {
    expect(load('embedded-postgres-not-installed')).toMatch(
      /^DATABASE_URL is not set and the embedded PostgreSQL \(the embedded-postgres-not-installed package, a development dependency\) is not installed\. Set DATABASE_URL/,
    );
  });
});

describe('findFreePort', () => {
  it('never answers a port it is told to avoid (the service’s own HTTP port)', async () => {
    const avoid: number[] = [];
    for (let i = 0; i < 20; i++) {
      const port = await findFreePort(avoid);
      expect(avoid).not.toContain(port);
      expect(port).toBeGreaterThan(0);
      avoid.push(port);
    }
  });
});
