import { toUkDateTimeInput } from "~/lib/dates";

// The Sales form's fields as the browser posts them, for the route tests of creating and editing a sale.

const HOUR = 60 * 60 * 1000;

/** A date-and-time input's value (UK time) `hours` from now. */
export const inHours = (hours: number) => toUkDateTimeInput(new Date(Date.now() + hours * HOUR));

/** A valid sale of 20% off all products, starting now for two days, with `overrides`. */
export const saleFields = (overrides: Record<string, string | string[]> = {}) => ({
  name: "Black Friday",
  startsAt: inHours(0),
  endsAt: inHours(48),
  discountType: "percent",
  percentOff: "20",
  amountOff: "",
  target: "all_products",
  ...overrides,
});
