// Who has used a one-per-email code: one key per mailbox, so `dup+1@`, `Dup@` and, at Gmail, `d.u.p@` are the
// same person as `dup@`.

// Gmail ignores dots in the local part and answers for googlemail.com too.
const GMAIL = new Set(["gmail.com", "googlemail.com"]);

/** The mailbox an address delivers to: lower case, without a `+tag`, and for Gmail without dots. */
export function redeemerKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  let local = address.slice(0, at).replace(/\+.*$/, "");
  let domain = address.slice(at + 1);
  if (GMAIL.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local || address.slice(0, at)}@${domain}`;
}
