// The order statuses, once: the database enum (schema/orders.ts) and the orders module's schemas and
// labels all read this list. No drizzle import here, so the client bundle can take it for free.

/** Every status an order can have (the list filter, the assistant's get_orders). */
export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
