import { expect, it } from "vitest";

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

/** A rule's named cases: under each name, its table of readings, or its list of phrasings read back as they were. */
type ReadingCases<T> = Record<string, Record<string, T> | readonly string[]>;

const isList = (table: Record<string, unknown> | readonly string[]): table is readonly string[] => Array.isArray(table);

// The planner's table-test idiom: a file states its named cases and this declares their `it`s, so the
// `it("…", () => expectReadings(read, …))` around every table is written once.
/** One `it` a named case: expectReadings of its table, or expectUnchanged of its list, each in one comparison. */
export function itReads<T>(read: (input: string) => T, cases: ReadingCases<T>) {
  for (const [name, table] of Object.entries(cases))
    it(name, () => (isList(table) ? expectUnchanged(read, table) : expectReadings(read, table)));
}

/** Like itReads, each case's table held to toMatchObject (expectReadingsMatch). */
export function itReadsMatch<T>(read: (input: string) => T, cases: Record<string, Record<string, unknown>>) {
  for (const [name, table] of Object.entries(cases)) it(name, () => expectReadingsMatch(read, table));
}
