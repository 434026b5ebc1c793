// Erasure of a customer's personal data (docs/decisions/250), composed from the owners' functions in one
// transaction: the mailing list forgets the address and its consent, orders older than the retention
// period lose the customer's details, newer orders keep them, and the erasure is recorded in Activity
// (who, when, which customer) with no Undo: what was erased is gone.
import type { Db } from "~/db/client.server";
import { parseInput } from "~/lib/validation";
import { recordActivity } from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";
import { erasePersonalDetails } from "~/modules/orders/erasure.server";
import { getSettings } from "~/modules/settings/settings.server";
import { forgetSubscriber } from "~/modules/subscribers/subscribers.server";

import { clearCustomerRecord, customerTarget } from "./customer-record.server";
import { CustomerEmailSchema } from "./customers.schema";
import { getCustomer } from "./customers.server";
import { erasurePlan, type ErasurePlan } from "./erasure";

/** What erasing this customer would erase and keep, for the confirmation dialog. */
export async function customerErasurePlan(
  db: Db,
  customer: { orders: { orderNumber: string; orderDate: Date }[] },
  now = new Date(),
): Promise<ErasurePlan> {
  const { customerRetentionYears } = await getSettings(db);
  return erasurePlan(customer.orders, customerRetentionYears, now);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export async function eraseCustomer(db: Db, address: string, actor: Actor, now = new Date()) {
  const email = parseInput(CustomerEmailSchema, address);
  const customer = await getCustomer(db, email);
  const plan = await customerErasurePlan(db, customer, now);
  return db.transaction(async (tx) => {
    const unsubscribed = await forgetSubscriber(tx, email);
    const erased = await erasePersonalDetails(tx, email, plan.cutoff);
    await clearCustomerRecord(tx, email);
    const parts = [
      unsubscribed ? "mailing-list subscription and marketing consent removed" : "marketing consent removed",
      `${plural(erased.length, "order")} erased${erased.length ? ` (${erased.join(", ")})` : ""}`,
      ...(plan.kept.length
        ? [`${plural(plan.kept.length, "order")} kept inside the ${plan.years}-year retention period`]
        : []),
    ];
    await recordActivity(tx, actor, {
      action: "customer.erase",
      ...customerTarget(email),
      summary: `Erased the personal data of ${email}: ${parts.join("; ")}`,
    });
    return { email, erased, kept: plan.kept, unsubscribed, remains: plan.kept.length > 0 };
  });
}
