import { Clock } from '../../src/common/clock';

/** A clock tests move by hand: rate limits and expiries without sleeping. */
export class FakeClock extends Clock {
  private current: number;

  constructor(private readonly start = new Date('2026-11-20T06:30:00.000Z')) {
    super();
    this.current = start.getTime();
  }

  /** Back to where it started (an app put back for the next test, support/fresh-app.ts). */
  reset() {
    this.current = this.start.getTime();
  }

  now() {
    return new Date(this.current);
  }

  advance(ms: number) {
    this.current += ms;
  }

  advanceSeconds(seconds: number) {
    this.advance(seconds * 1000);
  }
}
