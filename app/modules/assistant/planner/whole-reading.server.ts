// Whether the message read whole stands for its parts' readings: it may say more of what the parts say (a carrier
// from another sentence), but never set a record otherwise than a part sets it.
import type { Plan } from "../assistant.schema";

/** The two plans propose the same cards. */
export const sameAs = (a: Plan, b: Plan) => JSON.stringify(a.toolCalls) === JSON.stringify(b.toolCalls);

/** Every card of `b` is a card of `a`. */
export const covers = (a: Plan, b: Plan) =>
  b.toolCalls.every((c) => a.toolCalls.some((w) => JSON.stringify(w) === JSON.stringify(c)));

/** Each call of the whole changes a record a part's call changes, by the same tool, and says all that part said. */
export function enriches(whole: Plan["toolCalls"], parts: Plan["toolCalls"]): boolean {
  const says = (a: Plan["toolCalls"][number], b: Plan["toolCalls"][number]) =>
    Object.entries(b.arguments).every(([k, v]) => JSON.stringify(a.arguments[k]) === JSON.stringify(v));
  return (
    whole.every((w) => parts.some((p) => sameRecord(w, p))) &&
    parts.every((p) => whole.some((w) => sameRecord(w, p) && says(w, p)))
  );
}

/** Two cards that change the same record with the same tool. */
const sameRecord = (a: Plan["toolCalls"][number], b: Plan["toolCalls"][number]) =>
  a.name === b.name && a.arguments.id === b.arguments.id && a.arguments.orderNumber === b.arguments.orderNumber;

/** The message read whole sets a record's value other than a part sets it ("dock 14.99 and a code KIT3 for £3 off
 * accessories": whole, the code's £3 became the dock's price): an amount of one part leaked into another, so the
 * whole reading is no reading of the message. */
export function leaks(whole: Plan, parts: readonly { plan: Plan }[]): boolean {
  return whole.toolCalls.some((w) =>
    parts
      .flatMap((p) => p.plan.toolCalls)
      .some(
        (p) =>
          sameRecord(w, p) &&
          Object.entries(p.arguments).some(
            ([k, v]) => k in w.arguments && JSON.stringify(w.arguments[k]) !== JSON.stringify(v),
          ),
      ),
  );
}
