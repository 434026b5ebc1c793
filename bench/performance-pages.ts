// docs/performance.md holds one table, the current run's; every table it replaces goes to the top of
// docs/performance-history.md, headed by its own "date:" line, so the history keeps every run, newest first.
import fs from "node:fs";
import path from "node:path";

import * as prettier from "prettier";

export const TRAILER = `
The budgets above are the ones in force; each older run, and every investigation behind a figure, is in
[performance-history.md](performance-history.md), newest first. \`npm run bench\` replaces the table above and moves
the one it replaces to the top of that page.
`;

// laid out as `npm run lint` wants it, so the pages can be committed as written
async function formatted(file: string, text: string) {
  return prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
}

/** Writes `report` (a page starting "# Performance") as docs/performance.md under `root`. */
export async function writePerformancePages(root: string, report: string) {
  const reportPath = path.join(root, "docs/performance.md");
  const historyPath = path.join(root, "docs/performance-history.md");
  const previous = fs.existsSync(reportPath) ? fs.readFileSync(reportPath, "utf8") : "";
  if (previous) {
    const history = fs.existsSync(historyPath) ? fs.readFileSync(historyPath, "utf8") : "# Performance history\n";
    const firstRun = history.indexOf("\n## ");
    const when = /^- date: (\S+)/m.exec(previous)?.[1] ?? "an earlier run";
    const trailer = await formatted(reportPath, TRAILER);
    const oldTable = previous
      .replace(/^# Performance\n/, "")
      .replace(trailer.trim(), "")
      .trim();
    const entry = `## The table of ${when}\n\n${oldTable}\n\n`;
    const next =
      firstRun === -1
        ? `${history.trimEnd()}\n\n${entry}`
        : `${history.slice(0, firstRun + 1)}${entry}${history.slice(firstRun + 1)}`;
    fs.writeFileSync(historyPath, await formatted(historyPath, next));
  }
  fs.writeFileSync(reportPath, await formatted(reportPath, `${report}${TRAILER}`));
}
