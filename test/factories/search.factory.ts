import { randomBytes } from 'node:crypto';
import type { TestApp } from '../support/test-app';

let sequence = 0;

export function uniqueSlug(prefix = 'record'): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomBytes(3).toString('hex')}`;
}

/**
 * Inserts one catalogue row straight into its table, the way any writer would, so the search
 * triggers see it; returns the id. The search tests stay independent of the catalogue services.
 */
export async function insertRow(
  t: TestApp,
  table: string,
  row: Record<string, unknown>,
): Promise<string> {
  const columns = Object.keys(row);
  const rows = await t.dataSource.query<Array<{ id: string }>>(
    `INSERT INTO ${table} (${columns.join(', ')})
     VALUES (${columns.map((_c, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  return rows[0].id;
}

export function createPark(t: TestApp, row: Record<string, unknown> = {}): Promise<string> {
  return insertRow(t, 'theme_parks', {
    name: 'Test Park',
    slug: uniqueSlug('park'),
    timezone: 'America/New_York',
    ...row,
  });
}

export async function createAttraction(
  t: TestApp,
  row: Record<string, unknown> = {},
): Promise<string> {
  const parkId = (row.theme_park_id as string | undefined) ?? (await createPark(t));
  return insertRow(t, 'attractions', {
    name: 'Test Attraction',
    slug: uniqueSlug('attraction'),
    ...row,
    theme_park_id: parkId,
  });
}

export function createGuide(t: TestApp, row: Record<string, unknown> = {}): Promise<string> {
  return insertRow(t, 'guides', {
    title: 'Test Guide',
    slug: uniqueSlug('guide'),
    body: 'A guide.',
    status: 'published',
    published_at: new Date(Date.now() - 60_000),
    ...row,
  });
}

export function createVideo(t: TestApp, row: Record<string, unknown> = {}): Promise<string> {
  return insertRow(t, 'videos', {
    title: 'Test Video',
    slug: uniqueSlug('video'),
    provider: 'youtube',
    embed_id: 'abc123',
    is_published: true,
    ...row,
  });
}
