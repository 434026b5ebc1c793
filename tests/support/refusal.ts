// For tests of a module's rules: the operation must be refused with a DomainError, which the test
// then inspects (its code, its message).
import { expect } from "vitest";

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
