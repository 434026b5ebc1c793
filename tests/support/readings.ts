import { expect } from "vitest";

/**
 * Reads each key of `expected` with `read` and expects the value beside it, in one comparison: a failure lists every
 * input read wrongly beside what it should read as, not only the first.
 */
export function expectReadings<T>(read: (input: string) => T, expected: Record<string, T>) {
  const actual = Object.fromEntries(Object.keys(expected).map((input) => [input, read(input)]));
  expect(actual).toEqual(expected);
}

/** Reads each of `inputs` with `read` and expects it back as it was, in one comparison listing every one changed. */
export function expectUnchanged(read: (input: string) => unknown, inputs: readonly string[]) {
  expectReadings<unknown>(read, Object.fromEntries(inputs.map((input) => [input, input])));
}

/** The table that gives every one of `inputs` the same expected reading. */
export const allRead = <T>(inputs: readonly string[], expected: T): Record<string, T> =>
  Object.fromEntries(inputs.map((input) => [input, expected]));

/** Like expectReadings, each reading held to toMatchObject rather than toEqual (arrays still to their length). */
export function expectReadingsMatch<T>(read: (input: string) => T, expected: Record<string, unknown>) {
  const actual = Object.fromEntries(Object.keys(expected).map((input) => [input, read(input)]));
  expect(actual).toMatchObject(expected);
}
