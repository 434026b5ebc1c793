import { expect } from "vitest";

/**
 * Reads each key of `expected` with `read` and expects the value beside it, in one comparison: a failure lists every
 * input read wrongly beside what it should read as, not only the first.
 */
export function expectReadings<T>(read: (input: string) => T, expected: Record<string, T>) {
  const actual = Object.fromEntries(Object.keys(expected).map((input) => [input, read(input)]));
  expect(actual).toEqual(expected);
}
