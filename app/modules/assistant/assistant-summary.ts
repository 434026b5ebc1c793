import { formatPrice } from "~/lib/money";

import { SETTINGS_SHOWN, type ToolResult } from "./assistant.schema";

// Turns execution results into the assistant's chat reply, and tool arguments into readable lines for
// the review dialog. Pure, so both are unit-tested.

const LIST_LIMIT = 15;

const label = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .replace(/^./, (c) => c.toUpperCase());

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length ? value.map(formatValue).join(", ") : "—";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** One line per argument: "Status: shipped". */
export function readableArguments(args: Record<string, unknown>): { key: string; label: string; value: string }[] {
  return Object.entries(args).map(([key, value]) => ({ key, label: label(key), value: formatValue(value) }));
}

/** A record from a get_ tool in one line: the name-like field first, then the telling details. */
function describeRow(row: Record<string, unknown>): string {
  const title = row.orderNumber ?? row.name ?? row.customerName ?? row.title ?? row.id;
  const details = ["customerName", "total", "price", "rating", "status", "trackingNumber", "productName"]
    .filter((k) => k in row && row[k] !== null && row[k] !== "" && row[k] !== title)
    .map((k) => (k === "rating" ? `${row[k]}★` : String(row[k])));
  return `${String(title)}${details.length ? ` — ${details.join(", ")}` : ""}`;
}

export function summariseResults(results: readonly ToolResult[]): string {
  const lines: string[] = [];
  for (const r of results) {
    lines.push(`${r.success ? "✓" : "✗"} ${r.message}`);
    if (!r.success) continue;
    if (Array.isArray(r.data)) {
      for (const row of r.data.slice(0, LIST_LIMIT)) lines.push(`  • ${describeRow(row as Record<string, unknown>)}`);
      if (r.data.length > LIST_LIMIT) lines.push(`  … and ${r.data.length - LIST_LIMIT} more`);
    } else if (r.toolName === "get_settings" && r.data && typeof r.data === "object") {
      const data = r.data as Record<string, unknown>;
      const keys = SETTINGS_SHOWN.filter((k) => k in data) as string[];
      for (const k of keys.length ? keys : Object.keys(data).slice(0, 10)) {
        const value =
          k === "freeDeliveryThreshold" && typeof data[k] === "number" ? formatPrice(data[k]) : formatValue(data[k]);
        lines.push(`  • ${label(k)}: ${value}`);
      }
    }
  }
  const failed = results.filter((r) => !r.success).length;
  if (results.length > 1)
    lines.push(
      failed
        ? `${results.length - failed} of ${results.length} operations succeeded.`
        : `All ${results.length} operations succeeded.`,
    );
  return lines.join("\n");
}
