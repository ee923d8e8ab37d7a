/**
 * The server's clock. Everything that expires (tokens, BankID orders, PINs) asks it, so tests can
 * move time forward instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests set and advance. */
export class TestClock implements Clock {
  private ms: number;
  constructor(start: Date = new Date()) {
    this.ms = start.getTime();
  }
  now(): Date {
    return new Date(this.ms);
  }
  advance(ms: number): void {
    this.ms += ms;
  }
  set(date: Date): void {
    this.ms = date.getTime();
  }
}
