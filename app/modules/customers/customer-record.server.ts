// The customer record an operator keeps by hand (phone, tags, notes, default address) beside what the triggers
// keep from orders; every change is recorded in Activity with each field's before and after.
import { eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { customers } from "~/db/schema/customers";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { diffFields, recordActivity } from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";
import { deliversTo, NOT_DELIVERED } from "~/modules/settings/delivery-destinations";
import { getSettings } from "~/modules/settings/settings.server";

import { CustomerEmailSchema, CustomerRecordSchema, type CustomerRecordInput } from "./customers.schema";

const RECORD_FIELDS = ["phone", "tags", "notes", "defaultAddress"] as const;

/** A customer in the activity log: their lower-cased email address is both its id and its label. */
export const customerTarget = (email: string) => ({ targetType: "customer", targetId: email, targetLabel: email });

/** The hand-kept record of one address (empty for a customer nobody has edited). */
export async function getCustomerRecord(db: Db, address: string) {
  const email = parseInput(CustomerEmailSchema, address);
  const [row] = await db
    .select({
      phone: customers.phone,
      tags: customers.tags,
      notes: customers.notes,
      defaultAddress: customers.defaultAddress,
    })
    .from(customers)
    .where(eq(customers.email, email));
  return row ?? { phone: "", tags: [], notes: "", defaultAddress: null };
}

/**
 * Saves the record of a customer the shop knows (they ordered or joined the mailing list); the default address
 * must be a place the shop delivers now. Returns whether anything changed.
 */
export async function updateCustomerRecord(db: Db, input: CustomerRecordInput, actor: Actor) {
  const { email, ...record } = parseInput(CustomerRecordSchema, input);
  if (record.defaultAddress && !deliversTo(await getSettings(db), record.defaultAddress.country))
    throw new DomainError("invalid_input", NOT_DELIVERED, { "address.country": NOT_DELIVERED });
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(customers).where(eq(customers.email, email)).for("update");
    if (!current) throw new DomainError("not_found", "Customer not found");
    const changes = diffFields<Record<string, unknown>>(current, record, [...RECORD_FIELDS]);
    if (Object.keys(changes).length === 0) return { changed: false };
    await tx
      .update(customers)
      .set({ ...record, tags: record.tags })
      .where(eq(customers.email, email));
    await recordActivity(tx, actor, {
      action: "customer.update",
      ...customerTarget(email),
      summary: `Updated the customer record of ${email}`,
      changes,
    });
    return { changed: true };
  });
}

/** Erasure empties the hand-kept record along with the rest of the customer's personal data. */
export async function clearCustomerRecord(db: Db, email: string) {
  await db
    .update(customers)
    .set({ phone: "", tags: [], notes: "", defaultAddress: null })
    .where(eq(customers.email, email));
}
