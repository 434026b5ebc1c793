// The shape of the assistant's evaluation corpus: a request and what must come of it. Arguments
// name records symbolically ("$product:x55-console", "$review:Dave Price", "$entry:latest") because
// ids are made when the eval's shop is set up; "$date" stands for any date the planner worked out.

export type ExpectedCall = { tool: string; args?: Record<string, unknown> };
/** tool calls (changes wait for approval, reads run at once); "ask": a question with the closest
 * readings as buttons, nothing proposed; "decline": out of scope, answered with what it can do. */
export type Expected = ExpectedCall[] | "ask" | "decline";
export type Case = [text: string, expected: Expected | ExpectedCall];

export const c = (tool: string, args?: Record<string, unknown>): ExpectedCall => ({ tool, args });
export const ask = "ask" as const;
export const decline = "decline" as const;

export const expectedOf = ([, e]: Case): Expected => (typeof e === "string" || Array.isArray(e) ? e : [e]);

/** What a case is about, for the per-intent table: its first tool, or ask/decline. */
export function intentOf(expected: Expected): string {
  if (typeof expected === "string") return expected;
  const tools = [...new Set(expected.map((e) => e.tool))];
  return tools.join("+");
}
