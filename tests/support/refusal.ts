// For tests of a module's rules: the operation must be refused with a DomainError, which the test
// then inspects (its code, its message).
import { expect, it } from "vitest";

import { DomainError } from "~/lib/errors";

export async function refusal(run: () => Promise<unknown>): Promise<DomainError> {
  const err = await run().then(
    () => {
      throw new Error("expected a refusal");
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

/** A module's input rules as a table: what is wrong, the change to valid input that makes it so, the message. */
export type Refusals<T> = [what: string, change: Partial<T>, message: string][];

/**
 * One test a row of `refusals`: `create` given the row's change is refused with the row's message, and `count`
 * (the rows that create would have written) stays at 0.
 */
export function itRefusesEach<T>(
  refusals: Refusals<T>,
  create: (change: Partial<T>) => Promise<unknown>,
  count: () => Promise<number>,
) {
  it.each(refusals)("refuses %s with its message and writes nothing", async (_case, change, message) => {
    expect((await refusal(() => create(change))).message).toBe(message);
    expect(await count()).toBe(0);
  });
}
