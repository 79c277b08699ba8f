import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const DIGEST = /@sha256:[0-9a-f]{64}$/;

/** The Dockerfile and docker-compose.yml as an operator gets them (docs/operations.md#docker). */
describe('deployment files', () => {
  it('pin every base image of the Dockerfile by digest, with the tag named', () => {
    const lines = read('Dockerfile').split('\n');
    const images = lines
      .map((line, i) => ({ from: /^FROM (\S+)/.exec(line)?.[1], comment: lines[i - 1] }))
      .filter(({ from }) => from !== undefined && from !== 'base');
    expect(images.length).toBeGreaterThan(0);
    for (const { from, comment } of images) {
      expect(from).toMatch(DIGEST);
      const tag = from!.split('@')[0];
      expect(tag).toMatch(/:/);
      expect(comment).toMatch(new RegExp(`^# ${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`));
    }
  });

  it('pin every compose image by digest, with the tag in a comment', () => {
    const images = [...read('docker-compose.yml').matchAll(/^\s+image: (\S+)(.*)$/gm)];
    expect(images.map(([, image]) => image.split(/[:@]/)[0])).toEqual([
      'postgres',
      'redis',
      'minio/minio',
      'minio/mc',
    ]);
    for (const [, image, comment] of images) {
      expect(image).toMatch(DIGEST);
      expect(comment).toMatch(/^ # \S+:\S+$/);
    }
  });

  it('give no secret a default in compose: each must come from the environment', () => {
    const compose = read('docker-compose.yml');
    for (const name of [
      'POSTGRES_PASSWORD',
      'JWT_SECRET',
      'VAULT_MASTER_KEY',
      'MINIO_ROOT_PASSWORD',
    ]) {
      const uses = [...compose.matchAll(new RegExp(`\\$\\{${name}([^}]*)\\}`, 'g'))];
      expect(uses.length).toBeGreaterThan(0);
      for (const [, modifier] of uses) expect(modifier).toMatch(/^:\?/);
    }
    expect(compose).not.toMatch(/PASSWORD:-(?!\})/);
  });
});
