/** Injectable time source so tests can move time (token expiry, throttling). */
export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };
