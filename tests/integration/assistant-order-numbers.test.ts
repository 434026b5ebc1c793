// Order numbers are random codes, so some end the way a time, a percentage or a price is typed ("…9H", "…9HR",
// "…9PC"). The assistant must read each as the order it names, never as "9 hours" or "9%" after a shorter number.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";

import { orders } from "~/db/schema/orders";

import { assistantTestDb } from "../support/assistant-api";
import { placeOrder } from "../support/checkout";
import { createProduct } from "../support/factories";

const { db, plan } = await assistantTestDb();

const ENDINGS_THAT_READ_AS_UNITS = [
  "RH-NGGAV55W0H",
  "RH-BKGMRN49HR",
  "RH-23456789PC",
  "RH-ABCDEFG9PM",
  "RH-23456789ST",
];

it.each(ENDINGS_THAT_READ_AS_UNITS)(
  "plans a refund and a cancellation of order %s, whatever its code ends in",
  async (n) => {
    const order = await placeOrder(db, await createProduct(db, { price: 2999 }));
    await db.update(orders).set({ orderNumber: n }).where(eq(orders.id, order.id));
    expect((await plan(`refund ${n}`)).message).toMatch(/should I refund: all of it, or an amount\?/);
    const cancel = await plan(`cancel order ${n}`);
    expect(cancel.toolCalls).toEqual([{ name: "cancel_order", arguments: { orderNumber: n } }]);
  },
);
