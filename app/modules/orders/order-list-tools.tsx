import { Download, Printer, Truck } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";

import { CsrfField } from "~/components/admin/csrf-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { OptionList, Select } from "~/components/ui/select";

import { CARRIERS } from "./carriers";
import { BULK_CARRIERS } from "./orders.schema";

// The orders list's tools above the table: the CSV for a date range, and the actions on ticked rows.
// Both are plain forms (a document request each), so they work before or without JavaScript, and a
// download leaves the list where it is.

export const BULK_FORM_ID = "bulk-orders";

/** Export CSV: every order placed on the UK days chosen, one row per line. */
export function ExportRangeForm({ today }: { today: string }) {
  const fromId = useId();
  const toId = useId();
  return (
    <form
      method="get"
      action="/admin/dashboard/orders/export"
      className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-end"
      aria-label="Export orders as CSV"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fromId} className="text-sm font-medium">
          From
        </label>
        <Input id={fromId} name="from" type="date" required max={today} defaultValue={monthStart(today)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={toId} className="text-sm font-medium">
          To
        </label>
        <Input id={toId} name="to" type="date" required defaultValue={today} />
      </div>
      <Button type="submit" variant="outline">
        <Download aria-hidden="true" className="h-4 w-4" /> Export CSV
      </Button>
    </form>
  );
}

const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** The ticked rows' actions; each row's checkbox joins this form through its `form` attribute. */
/** `canExport`: the role may export orders (docs/decisions/240); without it the button is not offered. */
export function BulkActions({ error, canExport = true }: { error?: string; canExport?: boolean }) {
  const carrierId = useId();
  return (
    <Form
      id={BULK_FORM_ID}
      method="post"
      reloadDocument
      aria-label="Ticked orders"
      className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <CsrfField />
      <p className="text-sm text-muted-foreground sm:basis-full">Tick orders in the list, then:</p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={carrierId} className="text-sm font-medium">
          Carrier
        </label>
        <Select id={carrierId} name="carrier" defaultValue="royal_mail" className="sm:w-44">
          <OptionList values={BULK_CARRIERS} labelOf={(code) => CARRIERS[code].name} />
        </Select>
      </div>
      <Button type="submit" name="intent" value="ship">
        <Truck aria-hidden="true" className="h-4 w-4" /> Mark shipped
      </Button>
      <Button type="submit" name="intent" value="slips" variant="outline">
        <Printer aria-hidden="true" className="h-4 w-4" /> Print packing slips
      </Button>
      {canExport ? (
        <Button type="submit" name="intent" value="export" variant="outline">
          <Download aria-hidden="true" className="h-4 w-4" /> Export selected
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive sm:basis-full">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
