import { SlotPacer } from './slot-pacer';

describe('SlotPacer', () => {
  let clock: number;
  const pacer = (share: number) => new SlotPacer(share, () => clock);

  beforeEach(() => (clock = 1_000));

  it('lets the first report start at once', () => {
    expect(pacer(25).waitMs()).toBe(0);
  });

  it('at 25 % rests three times as long as a report ran', () => {
    const p = pacer(25);
    p.ran(40);
    expect(p.waitMs()).toBe(120);
    clock += 100;
    expect(p.waitMs()).toBe(20);
    clock += 20;
    expect(p.waitMs()).toBe(0);
  });

  it('adds the rests of reports that end before the previous rest is over', () => {
    const p = pacer(50);
    p.ran(30);
    p.ran(10);
    expect(p.waitMs()).toBe(40);
  });

  it('keeps reports busy at most their share of the time when they come back to back', () => {
    const p = pacer(25);
    let busy = 0;
    const start = clock;
    for (let i = 0; i < 100; i++) {
      clock += p.waitMs();
      clock += 40;
      busy += 40;
      p.ran(40);
    }
    expect(busy / (clock - start)).toBeCloseTo(0.25, 2);
  });

  it('at 100 % never rests', () => {
    const p = pacer(100);
    p.ran(500);
    expect(p.waitMs()).toBe(0);
  });
});
