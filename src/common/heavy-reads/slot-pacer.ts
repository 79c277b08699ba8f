/**
 * Keeps the studio's reports to a share of the time: after a report of t ms the next one may
 * start only t × (100 / share − 1) ms later, so at 25 % a 40 ms report is followed by 120 ms in
 * which the database's cores belong to the public API alone. A limit on how many run at once
 * cannot do that: one report at a time, back to back, still holds a core all the time
 * (docs/operations.md, "Studio reports").
 */
export class SlotPacer {
  private notBefore = 0;
  private readonly restFactor: number;

  constructor(
    sharePercent: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.restFactor = 100 / sharePercent - 1;
  }

  /** How long the next report must wait before it starts, in ms. */
  waitMs(): number {
    return Math.max(0, this.notBefore - this.now());
  }

  /** Records a report that ran `ms` and has just ended. */
  ran(ms: number): void {
    this.notBefore = Math.max(this.notBefore, this.now()) + ms * this.restFactor;
  }
}
