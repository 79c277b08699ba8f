import type { QueryConfig } from 'pg';
import { ReadPool } from '@/common/database/read-pool';
import { createAttraction, createPark, createGuide } from './factories/search.factory';
import { createTestApp, TestApp } from './support/test-app';

interface Page {
  data: Array<{ slug: string; score: number; snippet: string }>;
  total: number;
  total_exact: boolean;
}

/** What keeps search fast on a large catalogue (docs/performance.md, "Search at a million records"). */
describe('GET /api/search at scale', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const parkId = await createPark(t, { name: 'Overflow Park' });
    // Found first (in the order written): 200 names far from the query, then closer ones.
    await t.dataSource.query(
      `INSERT INTO attractions (name, slug, theme_park_id)
       SELECT CASE WHEN i <= 200 THEN 'Overflow Ride With A Much Longer Name ' ELSE 'Overflow Ride ' END || i,
              'overflow-ride-' || i, $1
         FROM generate_series(1, 1010) i`,
      [parkId],
    );
  });
  afterAll(() => t.close());

  const search = async (query: Record<string, string | number>) =>
    (await t.http.get('/api/search').query(query).expect(200)).body as Page;

  /** The statements the read pool is sent while `work` runs. */
  const statementsOf = async (work: () => Promise<unknown>): Promise<QueryConfig[]> => {
    const spy = jest.spyOn(t.app.get(ReadPool), 'query');
    try {
      await work();
      return spy.mock.calls.map(([statement]) => statement as QueryConfig);
    } finally {
      spy.mockRestore();
    }
  };

  /** The tables a statement's plan reads, once per scan. */
  const scannedTables = async ({ text, values }: QueryConfig): Promise<string[]> => {
    interface PlanNode {
      'Relation Name'?: string;
      Plans?: PlanNode[];
    }
    const [{ 'QUERY PLAN': plan }] = await t.dataSource.query<
      Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>
    >(`EXPLAIN (FORMAT JSON) ${text}`, values);
    const tables: string[] = [];
    const walk = (node: PlanNode) => {
      if (node['Relation Name']) tables.push(node['Relation Name']);
      node.Plans?.forEach(walk);
    };
    walk(plan[0].Plan);
    return tables;
  };

  it('ranks the first 200 matches found of an overflowing query, then the rest, in one order for every page', async () => {
    const number = (slug: string) => Number(slug.replace('overflow-ride-', ''));
    const top = await search({ q: 'overflow ride', limit: 100 });
    expect(top).toMatchObject({ total: 1000, total_exact: false });
    expect(top.data.every((h) => number(h.slug) <= 200)).toBe(true);
    const scores = top.data.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    // A page across the ranked share's end is the two pages on either side of it.
    const wide = await search({ q: 'overflow ride', skip: 190, limit: 20 });
    const before = await search({ q: 'overflow ride', skip: 190, limit: 10 });
    const after = await search({ q: 'overflow ride', skip: 200, limit: 10 });
    expect(wide.data.map((h) => h.slug)).toEqual(
      [...before.data, ...after.data].map((h) => h.slug),
    );
    expect(before.data.every((h) => number(h.slug) <= 200)).toBe(true);
    expect(after.data.every((h) => number(h.slug) > 200)).toBe(true);
    expect(after.data[0].score).toBeGreaterThan(before.data[9].score);

    const slugs = new Set<string>();
    for (let skip = 0; skip < 1000; skip += 100) {
      for (const hit of (await search({ q: 'overflow ride', skip, limit: 100 })).data)
        slugs.add(hit.slug);
    }
    expect(slugs.size).toBe(1000);
  });

  it('filters types inside the full-text indexes, which lead with the type', async () => {
    const indexes = await t.dataSource.query<Array<{ indexname: string; indexdef: string }>>(
      `SELECT indexname, indexdef FROM pg_indexes
        WHERE tablename IN ('search_documents', 'search_names') AND indexdef LIKE '%USING gin%'
        ORDER BY indexname`,
    );
    expect(indexes.map((i) => [i.indexname, i.indexdef.replace(/^.*USING gin /, '')])).toEqual([
      ['ix_search_documents_type_vector', '(entity_type, search_vector)'],
      ['ix_search_names_type_vector', '(entity_type, name_vector)'],
    ]);
    const guide = await search({ q: 'overflow', types: 'guide' });
    expect(guide.total).toBe(0);
    await createGuide(t, { title: 'Overflow days', body: 'When the park overflows.' });
    expect((await search({ q: 'overflow', types: 'guide' })).total).toBe(1);
  });

  it('ranks each match on the vector it was found with, reading its document once', async () => {
    const parkId = await createPark(t, { name: 'Weir Park' });
    for (const name of ['Millrace', 'Tailrace', 'Headrace'])
      await createAttraction(t, {
        name,
        theme_park_id: parkId,
        description: 'Rafts drop over the old weir.',
      });
    const [statement] = await statementsOf(() => search({ q: 'weir', types: 'attraction' }));
    // The search statement: search_names for the name matches, search_documents once, for the
    // matches found in descriptions, whose vectors it ranks.
    expect((await scannedTables(statement)).sort()).toEqual(['search_documents', 'search_names']);
    const page = await search({ q: 'weir', types: 'attraction' });
    expect(page.total).toBe(3);
    expect(page.data.every((hit) => hit.score > 0)).toBe(true);
  });

  it("reads a page's snippets and images with one prepared statement, the same for every query", async () => {
    const statements = await statementsOf(async () => {
      await search({ q: 'weir' });
      await search({ q: 'overflow ride', skip: 20 });
    });
    const [first, , second] = statements;
    expect(statements.map((s) => s.name)).toEqual([
      undefined,
      'search-details-1',
      undefined,
      'search-details-1',
    ]);
    expect(statements[1].text).toBe(statements[3].text);
    for (const statement of [first, second]) expect(statement.text).not.toMatch(/media_assets/);
    expect((await search({ q: 'weir' })).data.map((hit) => hit.snippet)).toContainEqual(
      expect.stringContaining('over the old weir'),
    );
  });

  it('keeps the snippet source of each document as plain text, written with the document', async () => {
    await createGuide(t, {
      title: 'Marked up',
      body: '<p>The **sluice**   gate</p>\n\n# Notes',
    });
    const [row] = await t.dataSource.query<Array<{ snippet_source: string }>>(
      `SELECT snippet_source FROM search_documents WHERE title = 'Marked up'`,
    );
    expect(row.snippet_source).toBe(' The sluice gate Notes');
  });
});
