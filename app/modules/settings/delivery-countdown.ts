// The product page's countdown to today's dispatch cut-off, in words. Apart from the calculator
// (delivery-dates.ts), whose line for the product page says the same, so a browser ticks the countdown without
// loading the calendar and its bank holidays.

/** "3 h 20 min", "45 min" */
function formatCountdown(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h ${m} min` : `${m} min`;
}

/** "Order within 3 h 20 min for delivery Tue 2 – Thu 4 Dec" */
export const countdownLine = (minutes: number, range: string) =>
  `Order within ${formatCountdown(minutes)} for delivery ${range}`;
