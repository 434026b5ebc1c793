import type { Address } from "./checkout-parts";

// What the shopper typed on a step but has not sent yet, kept in this tab (sessionStorage): a reload, or a step
// back and forth, finds it as it was typed. Sending the step forgets it: the basket keeps what was sent.

const DRAFT_KEYS = {
  email: "retro-shop-checkout-email-draft",
  address: "retro-shop-checkout-address-draft",
} as const;
type Drafts = { email: string; address: Address };

/** Keeps (or, with null, forgets) the draft of one step's fields. */
export function keepDraft<K extends keyof Drafts>(kind: K, value: Drafts[K] | null) {
  try {
    if (value !== null) window.sessionStorage.setItem(DRAFT_KEYS[kind], JSON.stringify(value));
    else window.sessionStorage.removeItem(DRAFT_KEYS[kind]);
  } catch {
    // storage unavailable: the draft is not kept
  }
}

/** The draft kept for one step's fields, or null. */
export function readDraft<K extends keyof Drafts>(kind: K): Drafts[K] | null {
  try {
    return JSON.parse(window.sessionStorage.getItem(DRAFT_KEYS[kind]) ?? "null") as Drafts[K] | null;
  } catch {
    return null; // nothing usable kept
  }
}
