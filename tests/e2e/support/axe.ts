import path from "node:path";

import type { Page } from "@playwright/test";

// axe-core, injected into the page by the journey: the shop's CSP (rightly) refuses injected scripts, so
// a journey that uses this runs with `test.use({ bypassCSP: true })`.
const AXE = path.resolve("node_modules/axe-core/axe.min.js");

export type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };

/** axe's violations on the page as it stands, run with `options` (axe.run's). */
export async function axeViolations(page: Page, options: object): Promise<Violation[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async (opts) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, opts);
    // only what the journeys report: a violation's rule, impact and elements
    return result.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  }, options);
}

/** The WCAG 2 A and AA violations, one line each: the rule and the elements it found. */
export async function wcagViolations(page: Page): Promise<string[]> {
  const violations = await axeViolations(page, { runOnly: ["wcag2a", "wcag2aa"] });
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
