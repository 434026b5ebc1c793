// Erasing a customer's personal details from their orders (docs/decisions/250): orders placed before the
// retention cut-off lose the name, email, address and phone typed at checkout, in every copy the shop made
// of them (the order, its priced checkout, its emails, its timeline's words). Items, amounts, refunds and
// the VAT invoice stay as they were: the accounts need them.
import { and, inArray, lt, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { orders, type ShippingAddress } from "~/db/schema/orders";
import { paymentCheckouts } from "~/db/schema/payments";
import { redactActivityWords } from "~/modules/activity/activity.server";
import { forgetEmailsOfOrders } from "~/modules/email/outbox.server";

/** What an erased order shows in place of its customer. */
export const ERASED_NAME = "Erased customer";
export const ERASED_EMAIL = "erased@erased.invalid";
const ERASED_ADDRESS: ShippingAddress = {
  fullName: ERASED_NAME,
  streetAddress: "",
  apartment: "",
  city: "",
  postcode: "",
  country: "",
  phone: "",
};

const ofCustomer = (email: string) => sql`lower(${orders.email}) = ${email.toLowerCase()}`;

/**
 * Blanks the personal details on the customer's orders placed before `cutoff`, and their marketing
 * consent on every order; call it inside the erasure's transaction. Answers the order numbers erased.
 */
export async function erasePersonalDetails(tx: Db, email: string, cutoff: Date): Promise<string[]> {
  // marketing consent goes from every order, kept ones included: it can be withdrawn at any time
  await tx.update(orders).set({ emailOffers: false }).where(ofCustomer(email));
  const before = await tx
    .select({ id: orders.id, customerName: orders.customerName, email: orders.email, paymentId: orders.paymentId })
    .from(orders)
    .where(and(ofCustomer(email), lt(orders.orderDate, cutoff)))
    .for("update");
  if (before.length === 0) return [];
  const ids = before.map((o) => o.id);
  const erased = await tx
    .update(orders)
    .set({ customerName: ERASED_NAME, email: ERASED_EMAIL, emailOffers: false, shippingAddress: ERASED_ADDRESS })
    .where(inArray(orders.id, ids))
    .returning({ orderNumber: orders.orderNumber });
  // the checkout the order was placed from holds the same details (the orders module's read model, ADR 020)
  await tx
    .update(paymentCheckouts)
    .set({ customerName: ERASED_NAME, email: ERASED_EMAIL, emailOffers: false, shippingAddress: ERASED_ADDRESS })
    .where(
      inArray(
        paymentCheckouts.paymentId,
        before.map((o) => o.paymentId),
      ),
    );
  await forgetEmailsOfOrders(tx, ids, ERASED_EMAIL);
  const words = [...new Set(before.flatMap((o) => [o.customerName, o.email]))];
  await redactActivityWords(tx, "order", ids, words);
  return erased.map((o) => o.orderNumber);
}
