// Double opt-in for "Email me when it's back" (PECR): the request waits unconfirmed until the shopper follows
// the emailed link; the link names the request, signed with the shop's secret.
import { and, eq, isNull, lt, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { backInStockRequests } from "~/db/schema/alerts";
import { DomainError } from "~/lib/errors";
import { readSignedToken, signedToken } from "~/lib/signed-token.server";
import { CONFIRM_LINK_DAYS, CONFIRM_LINK_MS } from "~/modules/email/confirm-address-email";
import { queueConfirmAddressEmail } from "~/modules/email/outbox.server";
import { wakeOutboxSender } from "~/modules/email/sender.server";

const TOKEN_PURPOSE = "back-in-stock-confirm";

export async function queueBackInStockConfirmation(
  db: Db,
  secret: string,
  request: { id: string; email: string; itemName: string },
  now = new Date(),
) {
  const token = signedToken(secret, TOKEN_PURPOSE, request.id, now.getTime() + CONFIRM_LINK_MS);
  const queued = await queueConfirmAddressEmail(
    db,
    request.email,
    {
      purpose: "back_in_stock",
      itemName: request.itemName,
      path: `/back-in-stock/confirm/${token}`,
      days: CONFIRM_LINK_DAYS,
    },
    now,
  );
  if (queued) wakeOutboxSender();
}

/** Whether a confirmation link is one the shop made and still works (the page asks before it confirms). */
export const isBackInStockConfirmToken = (secret: string, token: string | undefined, now = Date.now()) =>
  readSignedToken(secret, TOKEN_PURPOSE, token, now) !== null;

/** Confirms the request a link names; following it twice is fine. */
export async function confirmBackInStock(db: Db, secret: string, token: string | undefined, now = new Date()) {
  const id = readSignedToken(secret, TOKEN_PURPOSE, token, now.getTime());
  if (!id) throw new DomainError("invalid_input", "This confirmation link is not valid or has expired.");
  const [row] = await db
    .update(backInStockRequests)
    .set({ confirmedAt: sql`coalesce(${backInStockRequests.confirmedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(backInStockRequests.id, id))
    .returning({ id: backInStockRequests.id });
  // the request is gone when its email was sent or the shopper unsubscribed in the meantime
  if (!row) throw new DomainError("not_found", "This request is no longer waiting: ask again on the item's page.");
  return { id: row.id };
}

/**
 * Deletes the requests never confirmed within the link's lifetime (with the address they hold): nothing may be
 * sent to them, and their link no longer works. Returns how many.
 */
export async function removeUnconfirmedBackInStock(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(backInStockRequests)
    .where(
      and(
        isNull(backInStockRequests.confirmedAt),
        lt(backInStockRequests.createdAt, new Date(now.getTime() - CONFIRM_LINK_MS)),
      ),
    )
    .returning({ id: backInStockRequests.id });
  return removed.length;
}
