// A message that changes several customers' orders, a clause each ("tom's has been delivered. priya's to
// processing"): the clauses are parted at the customer each one names, so each order gets its own card.

/** "tom's has been delivered. priya's to processing": a full stop before a customer's first name, or a comma before
 * one with "'s", starts a part when the clause before names another customer (never "tom's happy with it" after tom's
 * own request). "aisha delivered, megan processing" stays whole, as does a repeat that brings a figure of its own
 * ("…, callum's too with RN…"), which would lose the carrier said before: both are asked about. */
export function customerClauses(text: string, customers: string[]): string {
  const first = [...new Set(customers.map((c) => c.toLowerCase().match(/^[a-z]{3,}/)?.[0] ?? ""))].filter(Boolean);
  if (first.length < 2) return text;
  const names = first.join("|");
  const who = new RegExp(String.raw`\b(${names})(?:'?s)?\b`, "gi");
  const at = new RegExp(String.raw`[.!?]\s+(?=(?:${names})(?:'?s)?\b)|,\s+(?=(?:${names})'?s\b)`, "gi");
  return text.replace(at, (m: string, i: number) => {
    const after = text.slice(i + m.length).split(/[;,.!?](?:\s|$)/)[0];
    const next = after.match(new RegExp(who.source, "i"))?.[1]?.toLowerCase();
    const before = [...text.slice(Math.max(0, text.lastIndexOf(";", i)), i).matchAll(who)].map((w) =>
      w[1].toLowerCase(),
    );
    const repeat = /\b(?:too|as\s+well|same)\b/i.test(after) && /\d/.test(after);
    return before.length && next && !before.includes(next) && !repeat ? ";" : m;
  });
}
