// An edit form's baseline: the editable values it was loaded with, posted back beside the form so the
// server saves only what the operator changed and notices what changed meanwhile (docs/decisions/062).
// Safe on both sides.

/** The form field that carries the baseline. */
export const BASELINE_FIELD = "baseline";

/** A record's `fields` as the baseline's JSON. */
export function editBaseline<T extends object>(record: T, fields: readonly string[]): string {
  const values = record as Record<string, unknown>;
  return JSON.stringify(Object.fromEntries(fields.filter((k) => k in values).map((k) => [k, values[k]])));
}

/** A posted baseline; anything that is not a JSON object counts as none (the whole form is then saved). */
export function readBaseline(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The baseline after a conflict: the conflicting fields now start from their current values. */
export function rebase(baseline: string, current: unknown): string {
  if (!current || typeof current !== "object") return baseline;
  return JSON.stringify({ ...readBaseline(baseline), ...(current as Record<string, unknown>) });
}
