// A partial edit (the assistant's update_ tools, bulk changes): only the given fields change, and
// they are checked exactly as the record's form checks them, because the stored record's form input
// with the changes spread over it goes through the module's full update.
import type { z } from "zod";

import type { Db } from "~/db/client.server";

import { parseInput } from "./validation";

export function partialEdit<
  PatchSchema extends z.ZodType<unknown, { id: string }>,
  Row,
  Input,
  Rest extends unknown[],
  Result,
>(
  patchSchema: PatchSchema,
  get: (db: Db, id: string) => Promise<Row>,
  toInput: (row: Row) => Input,
  update: (db: Db, input: Input & { id: string }, ...rest: Rest) => Promise<Result>,
) {
  return async (db: Db, input: z.input<PatchSchema>, ...rest: Rest): Promise<Result> => {
    parseInput(patchSchema, input);
    const { id, ...changes } = input;
    const stored = await get(db, id);
    return update(db, { ...toInput(stored), ...changes, id }, ...rest);
  };
}
