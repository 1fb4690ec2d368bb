/** Time source injected everywhere a rule depends on "now", so tests move time instead of sleeping. */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now() {
    return new Date();
  }
}
