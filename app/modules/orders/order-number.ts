// Order numbers: "RH-" + 10 Crockford base32 characters = 50 random bits. Short enough to read out on
// the phone, no I/L/O/U to misread, and unguessable, so the number alone can open the confirmation.
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export const ORDER_NUMBER_PATTERN = /^RH-[0-9A-HJKMNP-TV-Z]{10}$/;

/** `random` must give 7 cryptographically random bytes (crypto.getRandomValues in production). */
export function generateOrderNumber(
  random: (bytes: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string {
  const bytes = random(7);
  // 56 bits read as a number; keep 50 of them, 5 per character.
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let out = "";
  for (let i = 0; i < 10; i++) {
    out = CROCKFORD[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return `RH-${out}`;
}
