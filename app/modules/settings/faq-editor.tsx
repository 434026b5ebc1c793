import { Plus } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";

import { CsrfField } from "~/components/admin/csrf-field";
import { RemoveButton, ReorderButtons } from "~/components/admin/form-parts";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Button, SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { Input, Textarea } from "~/components/ui/input";
import type { ActionResult } from "~/components/ui/use-action-feedback";
import type { FaqItem } from "~/db/schema/settings";
import { dropRow, patchRow } from "~/lib/list-edit";

import { FaqFormSchema } from "./faq.schema";

let counter = 0;
const key = () => `faq-${++counter}`;
type Row = FaqItem & { key: string; fresh?: boolean };

/** Add, edit, remove and reorder the FAQ list, saved as a whole. */
export function FaqEditor({ faqs, result }: { faqs: FaqItem[]; result: ActionResult }) {
  const busy = useNavigation().state === "submitting";
  const form = useAdminForm(FaqFormSchema, result);
  const e = form.fieldErrors;
  const [items, setItems] = useState<Row[]>(() => faqs.map((f) => ({ ...f, key: key() })));
  const update = (k: string, change: Partial<FaqItem>) => setItems(patchRow(items, k, change));
  return (
    <Form method="post" id={form.id} className="flex max-w-4xl flex-col gap-4" onSubmit={form.onSubmit} noValidate>
      <CsrfField />
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          No FAQs yet. Add the first one below.
        </p>
      ) : null}
      <ol className="flex flex-col gap-4">
        {items.map((item, i) => (
          <li key={item.key} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
            <div className="flex items-center justify-between gap-2">
              <h2 className="font-semibold">FAQ {i + 1}</h2>
              <div className="flex">
                <ReorderButtons index={i} items={items} onChange={setItems} label={`FAQ ${i + 1}`} />
                <RemoveButton
                  label={`Remove FAQ ${i + 1}`}
                  onClick={() => setItems(dropRow(items, item.key))}
                  iconClassName="h-4 w-4 text-destructive"
                />
              </div>
            </div>
            <Field label={`Question ${i + 1}`} error={e[`faqs.${i}.question`]}>
              <Input
                name="question"
                value={item.question}
                autoFocus={item.fresh}
                onChange={(ev) => update(item.key, { question: ev.target.value })}
              />
            </Field>
            <Field label={`Answer ${i + 1}`} error={e[`faqs.${i}.answer`]}>
              <Textarea
                name="answer"
                value={item.answer}
                rows={3}
                onChange={(ev) => update(item.key, { answer: ev.target.value })}
              />
            </Field>
          </li>
        ))}
      </ol>
      <FormAlert title={form.problem?.title ?? "Validation Error"} message={form.problem?.message} />
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          onClick={() => setItems([...items, { question: "", answer: "", key: key(), fresh: true }])}
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Add FAQ
        </Button>
        <SubmitButton busy={busy} label="Save FAQs" busyLabel="Saving..." />
      </div>
    </Form>
  );
}
