import { sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { emailSubscribers } from "~/db/schema/subscribers";
import { DomainError, isUniqueViolation } from "~/lib/errors";

import type { Subscribe } from "./subscribers.schema";

/** Adds an address to the mailing list; the same address twice (any case) is `already_subscribed`. */
export async function subscribe(db: Db, input: Subscribe, source = "landing_page") {
  try {
    const [row] = await db
      .insert(emailSubscribers)
      .values({ email: input.email, source })
      .returning({ id: emailSubscribers.id, email: emailSubscribers.email });
    return row;
  } catch (err) {
    if (isUniqueViolation(err))
      throw new DomainError("already_subscribed", "This email is already on our mailing list.");
    throw err;
  }
}

/**
 * Adds a shopper who ticked the newsletter box at checkout (their consent, source "checkout"); an
 * address already on the list stays as it is, without a refusal: the order matters more.
 */
export async function subscribeFromCheckout(db: Db, email: string) {
  await db.insert(emailSubscribers).values({ email, source: "checkout" }).onConflictDoNothing();
}

/**
 * Takes an address off the mailing list for good, with its consent record (a customer's erasure,
 * docs/decisions/275). Answers whether it was on the list.
 */
export async function forgetSubscriber(db: Db, email: string): Promise<boolean> {
  const removed = await db
    .delete(emailSubscribers)
    .where(sql`lower(${emailSubscribers.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: emailSubscribers.id });
  return removed.length > 0;
}
