import type { EntityManager } from 'typeorm';
import { runInPreview } from './preview-scope';
import { ReadPool } from './read-pool';

/** A read pool whose own connections cannot be opened: nothing listens on port 1. */
const unreachable = () =>
  new ReadPool({ connectionString: 'postgres://reads@127.0.0.1:1/none', max: 1 });

describe('ReadPool', () => {
  it("runs a statement on a write's transaction when given its manager", async () => {
    const reads = unreachable();
    const query = jest.fn((_statement: unknown, done: (error: undefined, result: object) => void) =>
      done(undefined, { rows: [{ one: 1 }] }),
    );
    const manager = {
      queryRunner: { connect: () => Promise.resolve({ query }) },
    } as unknown as EntityManager;
    try {
      await expect(reads.query({ text: 'SELECT 1 AS one' }, manager)).resolves.toEqual({
        rows: [{ one: 1 }],
      });
      expect(query).toHaveBeenCalledWith({ text: 'SELECT 1 AS one' }, expect.any(Function));
    } finally {
      await reads.onApplicationShutdown();
    }
  });

  it('runs it on its own pool without a transaction', async () => {
    const reads = unreachable();
    try {
      const manager = {} as EntityManager; // the data source's manager: no query runner
      await expect(reads.query({ text: 'SELECT 1' }, manager)).rejects.toThrow(/ECONNREFUSED/);
      await expect(reads.query({ text: 'SELECT 1' })).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await reads.onApplicationShutdown();
    }
  });

  it("runs a preview's statements on its transaction, one after the other", async () => {
    const reads = unreachable();
    const pending: Array<() => void> = [];
    const sent: string[] = [];
    const query = (statement: { text: string }, done: (e: undefined, r: object) => void) => {
      sent.push(statement.text);
      pending.push(() => done(undefined, { rows: [{ text: statement.text }] }));
    };
    const manager = {
      queryRunner: { connect: () => Promise.resolve({ query }) },
    } as unknown as EntityManager;
    try {
      const both = runInPreview({ manager }, () =>
        Promise.all([reads.query({ text: 'page' }), reads.query({ text: 'count' })]),
      );
      await new Promise((resolve) => setImmediate(resolve));
      expect(sent).toEqual(['page']);
      pending.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
      expect(sent).toEqual(['page', 'count']);
      pending.shift()!();
      const [page, count] = await both;
      expect([page.rows, count.rows]).toEqual([[{ text: 'page' }], [{ text: 'count' }]]);
    } finally {
      await reads.onApplicationShutdown();
    }
  });
});
