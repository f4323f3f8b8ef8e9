/** Every time rule asks the clock, so tests can stand on exact boundaries. */
export interface ClockPort {
  now(): Date;
}

export const systemClock: ClockPort = { now: () => new Date() };
