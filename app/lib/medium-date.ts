// The medium date, "21 Nov 2026", in UK time: on its own, apart from the shop's other dates (dates.ts), so the
// storefront's pages load these few lines rather than every formatter.

// Month names as en-GB's short date writes them.
export const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

/** 01:00 UTC on the last Sunday of a month, when the UK's clocks change. */
function clockChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * 21 Nov 2026. Written by hand, as the formatter writes it, for the storefront's reviews: their dates are what
 * made a product page's first Intl formatter (see the lazy formatters in dates.ts). BST runs from the last Sunday of
 * March to the last Sunday of October, at 01:00 UTC.
 */
export function formatMediumDateGB(value: Date | string): string {
  const at = new Date(value).getTime();
  const year = new Date(at).getUTCFullYear();
  const summer = at >= clockChange(year, 2) && at < clockChange(year, 9);
  const uk = new Date(at + (summer ? 3_600_000 : 0));
  return `${uk.getUTCDate()} ${SHORT_MONTHS[uk.getUTCMonth()]} ${uk.getUTCFullYear()}`;
}
