import type { ReadPool } from '@/common/database';
import { NotFoundError } from '@/common/errors';
import { LiveTarget, LiveTargets } from './live-targets';

const PARK: LiveTarget = {
  id: '6f1d7c1e-8a43-4d55-9a0e-0d3c1c7b9f10',
  slug: 'epcot',
  name: 'EPCOT',
  upstreamEntityId: null,
  timezone: 'America/New_York',
};

/** LiveTargets on a stand-in read pool whose answers the test releases one by one. */
function withPool() {
  const pending: Array<(rows: LiveTarget[]) => void> = [];
  const query = jest.fn(
    () =>
      new Promise<{ rows: LiveTarget[] }>((resolve) => pending.push((rows) => resolve({ rows }))),
  );
  return {
    targets: new LiveTargets({ query } as unknown as ReadPool),
    query,
    answer: (rows: LiveTarget[]) => pending.shift()!(rows),
  };
}

describe('LiveTargets', () => {
  it('keeps a found record, so the next lookup sends no statement', async () => {
    const { targets, query, answer } = withPool();
    const first = targets.park('epcot');
    answer([PARK]);
    await expect(first).resolves.toEqual(PARK);
    await expect(targets.park('epcot')).resolves.toEqual(PARK);
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('keeps no miss: an unknown slug is looked up every time', async () => {
    const { targets, query, answer } = withPool();
    for (let i = 0; i < 2; i += 1) {
      const lookup = targets.attraction('nope');
      answer([]);
      await expect(lookup).rejects.toBeInstanceOf(NotFoundError);
    }
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('does not keep what a read started before a write returned', async () => {
    const { targets, query, answer } = withPool();
    const before = targets.park('epcot');
    targets.forget(); // a write lands while the read is in flight
    answer([PARK]);
    await before;
    const after = targets.park('epcot');
    answer([{ ...PARK, timezone: 'Europe/Paris' }]);
    await expect(after).resolves.toEqual({ ...PARK, timezone: 'Europe/Paris' });
    expect(query).toHaveBeenCalledTimes(2);
  });
});
