// Discount codes as the basket and the checkout use them: found by their case-insensitive key, worked
// out with discount-rules.ts, and counted once per order inside the order's transaction.
import { eq, getTableColumns, sql } from "drizzle-orm";

import { queryRows, type Db, type Tx } from "~/db/client.server";
import { discountCodes, discountRedemptions, type DiscountCode } from "~/db/schema/promotions";
import { DomainError } from "~/lib/errors";

import { CODE_NOT_VALID, codeKey } from "./discount-codes.schema";
import { redeemerKey } from "./redeemer-key";

/** A code the order's transaction could not count (used up, ended, or used by this address already). */
export class CodeRefused extends Error {
  readonly domainError = new DomainError("invalid_input", `${CODE_NOT_VALID}.`);
  constructor() {
    super(CODE_NOT_VALID);
  }
}

type Found = DiscountCode & { usedByEmail: boolean };

/** One statement: the code by its key, and whether this mailbox (redeemerKey) has used it where it is one per email. */
export async function findCode(db: Db, typed: string, email: string | null): Promise<Found | null> {
  const used = email
    ? sql<boolean>`(${discountCodes.onePerEmail} and exists (
        select 1 from ${discountRedemptions} r
        where r.code_id = ${discountCodes.id} and r.email_key = ${redeemerKey(email)}))`
    : sql<boolean>`false`;
  const [row] = await db
    .select({ ...getTableColumns(discountCodes), usedByEmail: used })
    .from(discountCodes)
    .where(eq(discountCodes.codeKey, codeKey(typed)));
  return row ?? null;
}

/**
 * Counts one use of the code for this order, in the order's transaction: one statement that takes a
 * use only while the code is live and under its limit (the row's lock queues concurrent checkouts, each
 * re-reading `uses`), and records the address, whose unique key refuses a second use of a one-per-email
 * code. Throws CodeRefused otherwise; the caller's rollback takes the use back with the order.
 */
export async function redeemCode(tx: Tx, code: string, email: string, paymentId: string, now = new Date()) {
  const rows = await queryRows<{ codeId: string }>(
    tx,
    sql`with claimed as (
        update ${discountCodes} set uses = uses + 1
        where code_key = ${codeKey(code)} and ended_at is null and starts_at <= ${now.toISOString()}::timestamptz
          and (ends_at is null or ends_at > ${now.toISOString()}::timestamptz)
          and (usage_limit is null or uses < usage_limit)
        returning id, one_per_email
      )
      insert into ${discountRedemptions} (code_id, email_key, payment_id)
      select id, case when one_per_email then ${redeemerKey(email)} else ${paymentId} end, ${paymentId} from claimed
      on conflict do nothing
      returning code_id as "codeId"`,
  );
  if (rows.length === 0) throw new CodeRefused();
}
