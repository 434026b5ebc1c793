// The shape of the assistant's evaluation corpus: a request and what must come of it. Arguments
// name records symbolically ("$product:x55-console", "$review:Dave Price", "$entry:latest") because
// ids are made when the eval's shop is set up; "$date" stands for any date the planner worked out.
import { z } from "zod";

const expectedCall = z.object({ tool: z.string(), args: z.record(z.string(), z.unknown()).optional() });
/** tool calls (changes wait for approval, reads run at once); "ask": a question with the closest
 * readings as buttons, nothing proposed; "decline": out of scope, answered with what it can do. */
const expected = z.union([z.array(expectedCall), z.literal("ask"), z.literal("decline")]);

/** A corpus file: named groups of cases, each a request and what must come of it (one call or several). */
export const corpusFile = z.record(z.string(), z.array(z.tuple([z.string(), z.union([expected, expectedCall])])));

export type ExpectedCall = z.infer<typeof expectedCall>;
export type Expected = z.infer<typeof expected>;
export type Case = [text: string, expected: Expected | ExpectedCall];

export const expectedOf = ([, e]: Case): Expected => (typeof e === "string" || Array.isArray(e) ? e : [e]);

/** What a case is about, for the per-intent table: its first tool, or ask/decline. */
export function intentOf(expected: Expected): string {
  if (typeof expected === "string") return expected;
  const tools = [...new Set(expected.map((e) => e.tool))];
  return tools.join("+");
}
