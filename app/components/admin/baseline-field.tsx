import { useEffect, useState } from "react";

import type { ActionResult } from "~/components/ui/use-action-feedback";
import { BASELINE_FIELD, editBaseline, rebase } from "~/lib/edit-baseline";

/**
 * The values an edit form was loaded with, posted with it, so the server saves only what the operator
 * changed (docs/decisions/062). After a conflict, the fields that changed meanwhile start from their
 * current values: saving again is then a deliberate choice, and untouched fields stay untouched.
 */
export function BaselineField({
  record,
  fields,
  result,
}: {
  record: object;
  fields: readonly string[];
  result: ActionResult;
}) {
  const [baseline, setBaseline] = useState(() => editBaseline(record, fields));
  const current = result && !result.ok ? result.details?.current : undefined;
  useEffect(() => {
    if (current) setBaseline((before) => rebase(before, current));
  }, [current]);
  return <input type="hidden" name={BASELINE_FIELD} value={baseline} />;
}
