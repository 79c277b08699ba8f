import { ExpiringMap } from './expiring-map';

describe('ExpiringMap', () => {
  let clock = 0;
  const map = () => new ExpiringMap<string, number>(1000, 3, () => clock);

  beforeEach(() => (clock = 0));

  it('answers an entry until its time is up, then forgets it', () => {
    const m = map();
    m.set('a', 1);
    clock = 999;
    expect(m.get('a')).toBe(1);
    clock = 1000;
    expect(m.get('a')).toBeUndefined();
    expect(m.size).toBe(0);
  });

  it('setting again renews the entry', () => {
    const m = map();
    m.set('a', 1);
    clock = 900;
    m.set('a', 2);
    clock = 1500;
    expect(m.get('a')).toBe(2);
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const m = map();
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) m.set(key, i);
    expect(m.size).toBe(3);
    expect(m.get('a')).toBeUndefined();
    expect(m.get('d')).toBe(3);
  });

  it('clear forgets everything', () => {
    const m = map();
    m.set('a', 1);
    m.clear();
    expect(m.get('a')).toBeUndefined();
  });
});
