import { parseLsn, ReplicaRotation } from './replica-rotation';

const lsn = (n: number) => BigInt(n);

describe('parseLsn', () => {
  it('reads PostgreSQL text LSNs as numbers', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('16/B374D848')).toBe(0x16b374d848n);
    expect(parseLsn('FFFFFFFF/FFFFFFFF')).toBe(0xffffffffffffffffn);
  });

  it('refuses anything else', () => {
    for (const garbage of [null, undefined, 42, '', '16', '16/', 'G/1', '1/2/3', '123456789/0'])
      expect(parseLsn(garbage)).toBeUndefined();
  });
});

describe('ReplicaRotation', () => {
  const MAX_LAG = 1_000;

  it('keeps every replica out until its first check succeeds', () => {
    const rotation = new ReplicaRotation(2, MAX_LAG);
    expect(rotation.choose(0)).toBeUndefined();
    rotation.checked(1, lsn(10), 0);
    expect(rotation.choose(0)).toBe(1);
  });

  it('takes turns over the replicas in rotation', () => {
    const rotation = new ReplicaRotation(3, MAX_LAG);
    rotation.primarySampled(lsn(10), 0, 0);
    for (const index of [0, 1, 2]) rotation.checked(index, lsn(10), 0);
    expect([0, 1, 2, 3].map(() => rotation.choose(0))).toEqual([0, 1, 2, 0]);
    rotation.failed(1, 5);
    expect([0, 1, 2].map(() => rotation.choose(6))).toEqual([2, 0, 2]);
  });

  it('measures lag as the age of the oldest primary position not replayed', () => {
    const rotation = new ReplicaRotation(1, MAX_LAG);
    rotation.primarySampled(lsn(100), 0, 0);
    rotation.checked(0, lsn(100), 0);
    rotation.primarySampled(lsn(200), 300, 0);
    rotation.primarySampled(lsn(300), 600, 0);
    expect(rotation.lagMs(0, 700)).toBe(400);
    expect(rotation.inRotation(0, 1_300)).toBe(true);
    expect(rotation.inRotation(0, 1_301)).toBe(false);
    rotation.checked(0, lsn(250), 1_400);
    expect(rotation.lagMs(0, 1_400)).toBe(800);
    expect(rotation.inRotation(0, 1_400)).toBe(true);
  });

  it('does not count an idle primary as lag', () => {
    const rotation = new ReplicaRotation(1, MAX_LAG);
    rotation.primarySampled(lsn(100), 0, 0);
    rotation.checked(0, lsn(100), 0);
    for (let at = 1_000; at <= 60_000; at += 1_000) rotation.primarySampled(lsn(100), at, 0);
    expect(rotation.lagMs(0, 60_000)).toBe(0);
    expect(rotation.choose(60_000)).toBe(0);
  });

  it('still measures a long lag after old samples are pruned', () => {
    const rotation = new ReplicaRotation(1, MAX_LAG);
    rotation.primarySampled(lsn(100), 0, 0);
    rotation.checked(0, lsn(100), 0);
    for (let at = 100; at <= 10_000; at += 100) rotation.primarySampled(lsn(100 + at), at, 0);
    expect(rotation.lagMs(0, 10_000)).toBeGreaterThan(MAX_LAG);
    expect(rotation.choose(10_000)).toBeUndefined();
  });

  it('brings a replica back once it has caught up', () => {
    const rotation = new ReplicaRotation(1, MAX_LAG);
    rotation.primarySampled(lsn(100), 0, 0);
    rotation.checked(0, lsn(50), 0);
    expect(rotation.choose(2_000)).toBeUndefined();
    rotation.checked(0, lsn(100), 2_000);
    expect(rotation.choose(2_000)).toBe(0);
  });

  it('keeps a failed replica out until a check that started after the failure succeeds', () => {
    const rotation = new ReplicaRotation(1, MAX_LAG);
    rotation.checked(0, lsn(10), 0);
    rotation.failed(0, 100);
    rotation.checked(0, lsn(10), 90); // began before the failure
    expect(rotation.choose(110)).toBeUndefined();
    rotation.checked(0, lsn(10), 120);
    expect(rotation.choose(130)).toBe(0);
  });

  describe('the latest changes (response-cache purges)', () => {
    it('holds them once replayed past the position sampled after the notice', () => {
      const rotation = new ReplicaRotation(1, MAX_LAG);
      rotation.primarySampled(lsn(100), 0, rotation.changeMark());
      rotation.checked(0, lsn(100), 0);
      expect(rotation.holdsLatestChanges(0)).toBe(true);

      rotation.changeNoticed();
      // Noticed but not yet sampled: unknown, so no.
      expect(rotation.holdsLatestChanges(0)).toBe(false);
      expect(rotation.awaitingLatestChanges(0)).toBe(true);
      rotation.primarySampled(lsn(150), 10, rotation.changeMark());
      expect(rotation.holdsLatestChanges(0)).toBe(false);
      // Still in rotation: lag is within the bound, only its answers are not cacheable.
      expect(rotation.choose(20)).toBe(0);
      rotation.checked(0, lsn(150), 20);
      expect(rotation.holdsLatestChanges(0)).toBe(true);
      expect(rotation.awaitingLatestChanges(20)).toBe(false);
    });

    it('does not raise the barrier for samples that cover no new notice', () => {
      const rotation = new ReplicaRotation(1, MAX_LAG);
      rotation.changeNoticed();
      rotation.primarySampled(lsn(100), 0, rotation.changeMark());
      rotation.checked(0, lsn(100), 0);
      rotation.primarySampled(lsn(500), 10, rotation.changeMark());
      expect(rotation.holdsLatestChanges(0)).toBe(true);
    });

    it('counts a notice that arrives while the primary is being sampled as not covered', () => {
      const rotation = new ReplicaRotation(1, MAX_LAG);
      rotation.changeNoticed();
      const mark = rotation.changeMark();
      rotation.changeNoticed(); // arrives after the mark, before the sample's answer
      rotation.primarySampled(lsn(100), 0, mark);
      rotation.checked(0, lsn(100), 0);
      expect(rotation.holdsLatestChanges(0)).toBe(false);
      rotation.primarySampled(lsn(120), 10, rotation.changeMark());
      rotation.checked(0, lsn(120), 10);
      expect(rotation.holdsLatestChanges(0)).toBe(true);
    });
  });
});
