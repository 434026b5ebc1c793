// A prepared statement's name is its key on each PostgreSQL connection: two different statements under
// one name would fail on the connection that ran the other first ("prepared statement already exists"),
// and only under load, when both land on one pooled connection. Every name in app/ must be its own.
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("prepared statements", () => {
  it("each have a name of their own", () => {
    const owners = new Map<string, string[]>();
    for (const file of sources("app")) {
      for (const match of fs.readFileSync(file, "utf8").matchAll(/\.prepare\(\s*["'`]([^"'`]+)["'`]\s*\)/g)) {
        owners.set(match[1], [...(owners.get(match[1]) ?? []), file]);
      }
    }
    expect(owners.size).toBeGreaterThanOrEqual(10); // the scan finds the checkout's and the storefront's
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});
