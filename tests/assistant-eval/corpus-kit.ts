// The shape of the assistant's evaluation corpus: a request and what must come of it. Arguments
// name records symbolically ("$product:x55-console", "$review:Dave Price", "$entry:latest") because
// ids are made when the eval's shop is set up; "$date" stands for any date the planner worked out.
import { z } from "zod";

const expectedCall = z.object({ tool: z.string(), args: z.record(z.string(), z.unknown()).optional() });
/** tool calls (changes wait for approval, reads run at once); "ask": a question with the closest
 * readings as buttons, nothing proposed; "decline": out of scope, answered with what it can do;
 * "empty": the words select nothing, which is said ("There are no draft products.") and nothing proposed. */
const expected = z.union([z.array(expectedCall), z.literal("ask"), z.literal("decline"), z.literal("empty")]);

/** A corpus file: named groups of cases, each a request and what must come of it (one call or several). */
export const corpusFile = z.record(z.string(), z.array(z.tuple([z.string(), z.union([expected, expectedCall])])));

export type ExpectedCall = z.infer<typeof expectedCall>;
export type Expected = z.infer<typeof expected>;
export type Case = [text: string, expected: Expected | ExpectedCall];

/** A case as the evaluation plans it: as the shop's owner unless its group says "as-<role>". */
export type RoleCase = { case: Case; role: "owner" | "manager" | "fulfilment" };

/** The cases of corpus files, each group planned as its role ("as-fulfilment": a Fulfilment user). */
export function roleCases(files: unknown[]): RoleCase[] {
  return files.flatMap((file) =>
    Object.entries(corpusFile.parse(file)).flatMap(([group, cases]) => {
      const named = /^as-(owner|manager|fulfilment)$/.exec(group)?.[1];
      const role = (named ?? "owner") as RoleCase["role"];
      return cases.map((c) => ({ case: c, role }));
    }),
  );
}

export const expectedOf = ([, e]: Case): Expected => (typeof e === "string" || Array.isArray(e) ? e : [e]);

/** What a case is about, for the per-intent table: its first tool, or ask/decline. */
export function intentOf(expected: Expected): string {
  if (typeof expected === "string") return expected;
  const tools = [...new Set(expected.map((e) => e.tool))];
  return tools.join("+");
}
