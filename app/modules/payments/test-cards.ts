// The built-in test provider's card rules, after Stripe's test cards: 4242 4242 4242 4242 (and the other
// Stripe success cards) pays, 4000 0000 0000 0002 is declined. Messages are Stripe's.

export const CARD_DECLINED = "Your card was declined.";

const SUCCEEDS = new Set([
  "4242424242424242",
  "4000056655665556",
  "5555555555554444",
  "2223003122003222",
  "5200828282828210",
  "378282246310005",
]);
const DECLINES: Record<string, string> = {
  "4000000000000002": CARD_DECLINED,
  "4000000000009995": "Your card has insufficient funds.",
  "4000000000009987": CARD_DECLINED,
  "4000000000000069": "Your card has expired.",
  "4000000000000127": "Your card's security code is incorrect.",
};

export type CardOutcome = { ok: true } | { ok: false; message: string };

export const digitsOnly = (value: string) => value.replace(/[\s-]/g, "");

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM / YY" or "MM/YY" -> month, full year; undefined when it is not shaped like an expiry date. */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/** The brand (in Stripe's words) and last four digits of a card number, as Stripe reports a charge's card. */
export function cardOf(cardNumber: string): { brand: string; last4: string } {
  const number = digitsOnly(cardNumber);
  const brand = /^4/.test(number)
    ? "visa"
    : /^(5[1-5]|2[2-7])/.test(number)
      ? "mastercard"
      : /^3[47]/.test(number)
        ? "amex"
        : "unknown";
  return { brand, last4: number.slice(-4) };
}

/** Decides a test card payment the way Stripe's test mode would. */
export function decideTestCard(
  card: { cardNumber: string; expiry: string; cvc: string },
  now = new Date(),
): CardOutcome {
  const number = digitsOnly(card.cardNumber);
  if (!/^\d{13,19}$/.test(number) || !luhn(number)) return { ok: false, message: "Your card number is incorrect." };
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return { ok: false, message: "Your card's expiration date is incomplete." };
  const endOfMonth = new Date(Date.UTC(expiry.year, expiry.month, 1));
  if (endOfMonth <= now) return { ok: false, message: "Your card's expiration date is in the past." };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, message: "Your card's security code is incomplete." };
  if (DECLINES[number]) return { ok: false, message: DECLINES[number] };
  if (SUCCEEDS.has(number)) return { ok: true };
  // Test mode never charges a real card.
  return { ok: false, message: `${CARD_DECLINED} Your request was in test mode, but used a non test card.` };
}

/** Groups digits in fours as the shopper types: "4242424242424242" -> "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1228" -> "12 / 28" while typing. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}
