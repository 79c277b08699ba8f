import type { QueryConfig } from 'pg';
import { ReadPool } from '@/common/database/read-pool';
import { createAttraction, createPark, createGuide } from './factories/search.factory';
import { createTestApp, TestApp } from './support/test-app';

interface Hit {
  slug: string;
  locale: string;
  score: number;
  snippet: string;
  highlights: Array<{ start: number; end: number }>;
}

interface Page {
  data: Hit[];
  total: number;
  total_exact: boolean;
}

/** A node of a statement's plan (EXPLAIN's JSON format). */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Filter?: string;
  'Recheck Cond'?: string;
  Alias?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** What keeps search fast on a large catalogue (docs/performance.md, "Search at a million records"). */
describe('GET /api/search at scale', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const parkId = await createPark(t, { name: 'Overflow Park' });
    // 200 names far from the query, then closer ones.
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

  /**
   * The scans of a statement's plan, once per scan: the table with the alias the statement gives
   * it, and the condition the scan checks its rows with.
   */
  const planOf = async ({
    text,
    values,
  }: QueryConfig): Promise<Array<{ scan: string; condition: string }>> => {
    const [{ 'QUERY PLAN': plan }] = await t.dataSource.query<
      Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>
    >(`EXPLAIN (FORMAT JSON) ${text}`, values);
    const scans: Array<{ scan: string; condition: string }> = [];
    const walk = (node: PlanNode) => {
      // A partitioned table's scan is an Append of its partitions' scans (search_documents_0, …):
      // one scan of the table, as the statement wrote it.
      const partitions = node['Node Type'] === 'Append' ? (node.Plans ?? []) : [];
      const [first] = partitions;
      if (first?.['Relation Name'] && partitions.every((p) => p['Relation Name'])) {
        scans.push({
          scan: `${first['Relation Name'].replace(/_\d+$/, '')} ${first.Alias?.replace(/_\d+$/, '')}`,
          condition: first['Recheck Cond'] ?? first.Filter ?? '',
        });
        return;
      }
      // EXPLAIN numbers an alias used more than once (o_1, o_2): the statement's alias.
      if (node['Relation Name'])
        scans.push({
          scan: `${node['Relation Name']} ${node.Alias?.replace(/_\d+$/, '')}`,
          condition: node['Recheck Cond'] ?? node.Filter ?? '',
        });
      node.Plans?.forEach(walk);
    };
    walk(plan[0].Plan);
    return scans;
  };
  /** The tables a statement's plan reads, once per scan, with the alias the statement gives each. */
  const scansOf = async (statement: QueryConfig): Promise<string[]> =>
    (await planOf(statement)).map(({ scan }) => scan);
  /** The tables a statement's plan reads, once per scan. */
  const scannedTables = async (statement: QueryConfig): Promise<string[]> =>
    (await scansOf(statement)).map((scan) => scan.split(' ')[0]);
  const marked = (hit: Hit) =>
    hit.highlights.map(({ start, end }) => hit.snippet.slice(start, end));
  /**
   * Two searches' statements: each a search statement, then the details statement, named and the
   * same text both times (prepared once per connection).
   */
  const expectOnePreparedDetailsStatement = (statements: QueryConfig[]) => {
    expect(statements.map((s) => s.name)).toEqual([
      undefined,
      'search-details-1',
      undefined,
      'search-details-1',
    ]);
    expect(statements[1].text).toBe(statements[3].text);
  };

  it('ranks the first 200 matches found of an overflowing query, then the rest, in one order for every page', async () => {
    const top = await search({ q: 'overflow ride', limit: 100 });
    expect(top).toMatchObject({ total: 1000, total_exact: false });

    // A page across the ranked share's end is the two pages on either side of it.
    const wide = await search({ q: 'overflow ride', skip: 190, limit: 20 });
    const before = await search({ q: 'overflow ride', skip: 190, limit: 10 });
    const after = await search({ q: 'overflow ride', skip: 200, limit: 10 });
    expect(wide.data.map((h) => h.slug)).toEqual(
      [...before.data, ...after.data].map((h) => h.slug),
    );

    // Every page in one order: the first 200 found (the partitions' order), best first, then the
    // rest, best first. Both shares hold far and close names, so the scores fall to the 200th and
    // rise once, at the rest's best.
    const all: Hit[] = [];
    for (let skip = 0; skip < 1000; skip += 100)
      all.push(...(await search({ q: 'overflow ride', skip, limit: 100 })).data);
    expect(new Set(all.map((h) => h.slug)).size).toBe(1000);
    expect(all.slice(0, 100)).toEqual(top.data);
    const rises = all.flatMap((hit, i) => (i > 0 && hit.score > all[i - 1].score ? [i] : []));
    expect(rises).toEqual([200]);
  });

  it('fills an overflowing pool from the first partitions of the search tables, leaving the rest unread', async () => {
    const partitioned = await t.dataSource.query<Array<{ table: string; partitions: number }>>(
      `SELECT c.relname AS table, count(i.inhrelid)::int AS partitions
         FROM pg_partitioned_table p JOIN pg_class c ON c.oid = p.partrelid
         JOIN pg_inherits i ON i.inhparent = c.oid
        WHERE c.relname IN ('search_documents', 'search_names') AND p.partstrat = 'h'
        GROUP BY c.relname ORDER BY c.relname`,
    );
    expect(partitioned).toEqual([
      { table: 'search_documents', partitions: 8 },
      { table: 'search_names', partitions: 8 },
    ]);
    // A record's document is found by its id, a function of the record, in one partition.
    const [{ others }] = await t.dataSource.query<Array<{ others: number }>>(
      `SELECT count(*)::int AS others FROM search_documents
        WHERE id <> search_document_id(entity_type, entity_id)`,
    );
    expect(others).toBe(0);
    // 2,400 records mention "millstream", about 300 in each partition: the pool's 1,001 come from
    // the first four or so partitions' scans; the others are never run.
    const parkId = await createPark(t, { name: 'Sluice Park' });
    await t.dataSource.query(
      `INSERT INTO attractions (name, slug, theme_park_id, description)
       SELECT 'Wheelhouse ' || i, 'wheelhouse-' || i, $1, 'Boats drift down the millstream.'
         FROM generate_series(1, 2400) i`,
      [parkId],
    );
    await t.dataSource.query('ANALYZE search_documents, search_names');
    const [statement] = await statementsOf(() => search({ q: 'millstream', types: 'attraction' }));
    expect(await search({ q: 'millstream', types: 'attraction' })).toMatchObject({
      total: 1000,
      total_exact: false,
    });
    const [{ 'QUERY PLAN': plan }] = await t.dataSource.query<
      Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>
    >(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, statement.values);
    const runs: number[] = [];
    const walk = (node: PlanNode) => {
      if (/^search_documents_\d+$/.test(node['Relation Name'] ?? ''))
        runs.push(node['Actual Loops']!);
      else node.Plans?.forEach(walk);
    };
    walk(plan[0].Plan);
    expect(runs).toHaveLength(8);
    expect(runs[0]).toBe(1);
    expect(runs.filter((loops) => loops === 0).length).toBeGreaterThanOrEqual(2);
  });

  it('reads from the start of a table on every ask, so an overflowing query finds the same first matches', async () => {
    // Synchronized scans would start a sequential scan where a concurrent one of the same large
    // table is, and an overflowing pool would hold other matches each time.
    const { rows } = await t.app
      .get(ReadPool)
      .query<{ synchronize_seqscans: string }>({ text: 'SHOW synchronize_seqscans' });
    expect(rows).toEqual([{ synchronize_seqscans: 'off' }]);
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
    // A URL of its own: the answer cache may still hold the first one until the insert's change
    // notice arrives.
    expect((await search({ q: 'overflow', types: 'guide', limit: 19 })).total).toBe(1);
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
    expectOnePreparedDetailsStatement(statements);
    for (const statement of [first, second]) expect(statement.text).not.toMatch(/media_assets/);
    expect((await search({ q: 'weir' })).data.map((hit) => hit.snippet)).toContainEqual(
      expect.stringContaining('over the old weir'),
    );
  });

  describe('in another locale (the localized statement)', () => {
    beforeAll(async () => {
      const parkId = await createPark(t, { name: 'Spillway Park' });
      // Written first: 200 German names far from the query, then closer ones.
      await t.dataSource.query(
        `INSERT INTO attractions (name, slug, theme_park_id, translations)
         SELECT 'Spillway Ride ' || i, 'spillway-ride-' || i, $1,
                jsonb_build_object('de', jsonb_build_object('name',
                  CASE WHEN i <= 200 THEN 'Wildwasserbahn mit einem viel längeren Namen '
                       ELSE 'Wildwasserbahn ' END || i))
           FROM generate_series(1, 1010) i`,
        [parkId],
      );
      // As autovacuum would: every page below is then planned alike, so it finds the same pool.
      await t.dataSource.query('ANALYZE search_translations');
    });

    it('ranks the first 200 matches found of an overflowing query, then the rest, in one order for every page', async () => {
      const german = (query: Record<string, number>) =>
        search({ q: 'Wildwasserbahn', locale: 'de', ...query });
      const top = await german({ limit: 100 });
      expect(top).toMatchObject({ total: 1000, total_exact: false });

      // A page across the ranked share's end is the two pages on either side of it.
      const wide = await german({ skip: 190, limit: 20 });
      const before = await german({ skip: 190, limit: 10 });
      const after = await german({ skip: 200, limit: 10 });
      expect(wide.data.map((h) => h.slug)).toEqual(
        [...before.data, ...after.data].map((h) => h.slug),
      );

      // Every page in one order: the first 200 found, best first, then the rest, best first.
      // Which 200 the translations' plan finds first is its own (the ones written first, here);
      // whichever they are, the scores fall to the 200th and rise once, at the rest's best.
      const all: Hit[] = [];
      for (let skip = 0; skip < 1000; skip += 100)
        all.push(...(await german({ skip, limit: 100 })).data);
      expect(new Set(all.map((h) => h.slug)).size).toBe(1000);
      expect(all.every((h) => h.locale === 'de')).toBe(true);
      expect(all.slice(0, 100)).toEqual(top.data);
      const rises = all.flatMap((hit, i) => (i > 0 && hit.score > all[i - 1].score ? [i] : []));
      expect(rises).toEqual([200]);
    });

    it('spells the query out in its matching conditions, so the planner sees how common a word is', async () => {
      // Each scan's own condition holds the query as a constant (the translations' in German):
      // the planner estimates it from the statistics, so a word in most rows is found by reading
      // rows until the pool is full. Behind a CTE it was taken for a rare one, and its every match
      // went through the GIN index into a bitmap first.
      const conditions = async (q: string, scan: string) => {
        const statements = await statementsOf(() => search({ q, locale: 'de', limit: 16 }));
        const statement = statements.find((s) => s.text.startsWith('WITH'))!;
        return (await planOf(statement)).filter((s) => s.scan === scan).map((s) => s.condition);
      };
      // The German names written before these tests, and the English ones of records without any.
      const german = await conditions('Wildwasserbahn', 'search_translations t');
      expect(german).toEqual([
        expect.stringContaining(`name_vector @@ '''wildwasserbahn'''::tsquery`),
        expect.stringContaining(`search_vector @@ '''wildwasserbahn'''::tsquery`),
      ]);
      const english = await conditions('overflow ride', 'search_documents d');
      expect(english).toEqual([
        expect.stringContaining(`search_vector @@ '''overflow'' & ''ride'''::tsquery`),
      ]);
    });

    it('ranks each match on the vector it was found with, reading its row once', async () => {
      const parkId = await createPark(t, { name: 'Dam Park' });
      const translated = (name: string, description: string) => ({
        de: { name, description },
      });
      // A German name match, a German text match, and an English name and text match of
      // records without a German text.
      await createAttraction(t, {
        name: 'Floodgate Falls',
        theme_park_id: parkId,
        translations: translated('Große Staustufe', 'Ein Floß auf dem Stausee.'),
      });
      await createAttraction(t, {
        name: 'Millpond',
        theme_park_id: parkId,
        description: 'Rafts drop over the old floodgates.',
        translations: translated('Mühlteich', 'Flöße stürzen über die alten Staustufen.'),
      });
      await createAttraction(t, { name: 'Floodgate Flyer', theme_park_id: parkId });
      await createAttraction(t, {
        name: 'Spillgate',
        theme_park_id: parkId,
        description: 'Rafts drop over the old floodgate.',
      });
      const query = { q: 'Staustufe OR floodgate', locale: 'de', types: 'attraction' };
      const [statement] = await statementsOf(() => search(query));
      const scans = await scansOf(statement);
      // The names and the documents once each, for the records without a German text; the
      // translations once for the name matches and once for the rest (t), and four times where
      // the statement checks for a translation in the locale chain (o); no image.
      expect(scans.filter((scan) => !scan.endsWith(' o')).sort()).toEqual([
        'search_documents d',
        'search_names s',
        'search_translations t',
        'search_translations t',
      ]);
      expect(scans.filter((scan) => scan.endsWith(' o'))).toHaveLength(4);
      const page = await search({ ...query, limit: 19 });
      expect(page.total).toBe(4);
      // The name matches first.
      const locales = page.data.map((hit) => hit.locale);
      expect([locales.slice(0, 2).sort(), locales.slice(2).sort()]).toEqual([
        ['de', 'en'],
        ['de', 'en'],
      ]);
      expect(page.data.every((hit) => hit.score > 0)).toBe(true);
    });

    it("reads a page's snippets and images with the default locale's prepared statement, each row in its locale's configuration", async () => {
      const statements = await statementsOf(async () => {
        await search({ q: 'Staustufe OR floodgate', locale: 'de', limit: 18 });
        await search({ q: 'floodgate', limit: 18 });
      });
      expectOnePreparedDetailsStatement(statements);
      expect(statements[0].text).not.toMatch(/media_assets|ts_headline/);
      // One page of German and English rows: the German stem highlighted in the German text,
      // the English one in the English text.
      const page = await search({ q: 'Staustufe OR floodgate', locale: 'de', limit: 17 });
      const described = page.data.slice(2).sort((a, b) => a.locale.localeCompare(b.locale));
      expect(described.map((hit) => [hit.locale, hit.snippet, marked(hit)])).toEqual([
        ['de', 'Flöße stürzen über die alten Staustufen', ['Staustufen']],
        ['en', 'Rafts drop over the old floodgate', ['floodgate']],
      ]);
    });
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
