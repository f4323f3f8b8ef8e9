import type { ClockPort } from '../clock.port.ts';

/** A clock that only moves when a test says so, so time rules can be tested on their exact boundary. */
export class SettableClock implements ClockPort {
  #now: Date;

  constructor(now: Date) {
    this.#now = new Date(now);
  }

  now(): Date {
    return new Date(this.#now);
  }

  set(date: Date): void {
    this.#now = new Date(date);
  }

  advance(ms: number): void {
    this.#now = new Date(this.#now.getTime() + ms);
  }
}
