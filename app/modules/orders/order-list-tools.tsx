import { Download, Printer, Truck } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";

import { CsrfField } from "~/components/admin/csrf-field";
import { Button } from "~/components/ui/button";
import { OptionList, Select } from "~/components/ui/select";

import { CARRIERS } from "./carriers";
import { BULK_CARRIERS } from "./orders.schema";

// The orders list's tools above the table: the CSV of the period listed, and the actions on ticked rows.
// Both are plain forms (a document request each), so they work before or without JavaScript, and a
// download leaves the list where it is.

export const BULK_FORM_ID = "bulk-orders";

const ORDERS_CSV = "/admin/dashboard/orders/export";
const CLICK_AND_DROP_CSV = "/admin/dashboard/orders/export/click-and-drop";

/**
 * Export CSV: the orders the list's period and tab show, one row per line; a list with no period exports this
 * month so far. Click & Drop is the same orders in the columns Royal Mail's import takes; "All orders" is every
 * order the tab shows, whatever its date. `canExportAll`: the role may have the full CSV, money included
 * (docs/decisions/040); without it only Click & Drop, which any role that ships may download, is offered.
 */
export function ExportRangeForm({
  from,
  to,
  unfulfilledOnly,
  canExportAll = true,
}: {
  from: string;
  to: string;
  unfulfilledOnly: boolean;
  canExportAll?: boolean;
}) {
  const describedBy = useId();
  return (
    <form
      method="get"
      action={canExportAll ? ORDERS_CSV : CLICK_AND_DROP_CSV}
      className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:flex-wrap sm:items-center"
      aria-label={canExportAll ? "Export orders as CSV" : "Export orders for Click & Drop"}
    >
      <input type="hidden" name="from" value={from} />
      <input type="hidden" name="to" value={to} />
      {unfulfilledOnly ? <input type="hidden" name="view" value="unfulfilled" /> : null}
      <p id={describedBy} className="text-sm text-muted-foreground sm:flex-1">
        {unfulfilledOnly ? "Unfulfilled orders" : "Orders"} placed {formatDay(from)}
        {from === to ? "" : ` to ${formatDay(to)}`}
      </p>
      {canExportAll ? (
        <Button type="submit" variant="outline" aria-describedby={describedBy}>
          <Download aria-hidden="true" className="h-4 w-4" /> Export CSV
        </Button>
      ) : null}
      <Button type="submit" formAction={CLICK_AND_DROP_CSV} variant="outline" aria-describedby={describedBy}>
        <Download aria-hidden="true" className="h-4 w-4" /> Click &amp; Drop CSV
      </Button>
      {canExportAll ? (
        <Button type="submit" name="all" value="1" variant="outline">
          <Download aria-hidden="true" className="h-4 w-4" />{" "}
          {unfulfilledOnly ? "All unfulfilled (CSV)" : "All orders (CSV)"}
        </Button>
      ) : null}
    </form>
  );
}

/** "2026-11-01" as the list writes dates, 01/11/2026. */
export const formatDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The ticked rows' actions; each row's checkbox joins this form through its `form` attribute. */
/** `canExport`: the role may export orders (docs/decisions/040); without it the button is not offered. */
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
