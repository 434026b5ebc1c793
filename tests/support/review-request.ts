import { eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { reviewRequests } from "~/db/schema/reviews";
import { updateOrder } from "~/modules/orders/order-admin.server";

/** The secret review links are signed with in these tests. */
export const REVIEW_SECRET = "test-review-secret";

/** Ships an order through the admin's one update (a tracking number ships it); the review request it opened. */
export async function shipForReview(db: Db, orderId: string) {
  await updateOrder(db, { id: orderId, status: "processing", trackingNumber: "RM123456789GB", notes: "" });
  const [request] = await db.select().from(reviewRequests).where(eq(reviewRequests.orderId, orderId));
  return request;
}
