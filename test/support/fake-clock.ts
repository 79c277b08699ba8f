import { Clock } from '@/common/clock/clock';

/** The app's time, moved by hand (`{ provide: Clock, useValue: clock }`); it starts at the real time. */
export class FakeClock extends Clock {
  private offsetMs = 0;

  override now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
