// Builders of valid test data with sensible defaults; override only what a test is about.
import { randomBytes } from "node:crypto";

import { and, eq } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import { generate } from "otplib";

import type { Db } from "~/db/client.server";
import { addons, type NewAddon } from "~/db/schema/addons";
import { userRoles, users } from "~/db/schema/auth";
import { itemVariants, products, type NewProduct } from "~/db/schema/catalog";
import { orders, type Order, type OrderItem } from "~/db/schema/orders";
import { reviews, type NewReview } from "~/db/schema/reviews";
import { emailSubscribers } from "~/db/schema/subscribers";
import { videos, type NewVideo } from "~/db/schema/videos";
import { createSession } from "~/modules/auth/auth.server";
import { hashPassword } from "~/modules/auth/passwords.server";
import type { Role } from "~/modules/auth/permissions";
import { totals } from "~/modules/cart/basket-pricing";
import { DEFAULT_FREE_DELIVERY_THRESHOLD } from "~/modules/cart/delivery";
import { setProductStockTotal, setVariantStocks } from "~/modules/catalog/stock-edits.server";

import { TEST_HASH_COST } from "./password-cost";

export const unique = () => randomBytes(4).toString("hex");

/** An email address no other test or run has used, `who` saying whose it is: `uniqueEmail("buyer")`. */
export const uniqueEmail = (who: string) => `${who}-${unique()}@example.com`;

/**
 * A builder of valid input from its defaults: `valid()` is the defaults, `valid({ name: "" })` changes one field.
 * Each call gets its own copy, so code that changes the input it is given cannot change the next test's.
 */
export const withDefaults =
  <T extends object>(defaults: T) =>
  (overrides: Partial<T> = {}): T => ({ ...structuredClone(defaults), ...overrides });

/** The shipping address of the orders made here, as an order stores it (checked and normalised). */
export const ORDER_ADDRESS = {
  fullName: "Jamie Smith",
  streetAddress: "1 High Street",
  apartment: "",
  city: "Leeds",
  postcode: "LS1 1AA",
  country: "United Kingdom" as const,
  phone: "07700 900123",
};

/** Stores one row and answers it as stored (with its id and the columns' defaults). */
export async function insertRow<T extends PgTable>(
  db: Db,
  table: T,
  values: PgInsertValue<T>,
): Promise<T["$inferSelect"]> {
  const [row] = await db.insert(table).values(values).returning();
  return row as T["$inferSelect"];
}

/** A catalogue item's name made unique, and the slug made from it: "Test Case 1a2b3c4d", "test-case-1a2b3c4d". */
export function uniquelyNamed(name: string) {
  const id = unique();
  return { name: `${name} ${id}`, slug: `${name.toLowerCase().replaceAll(" ", "-")}-${id}` };
}

/** What a test's product or add-on starts from: on sale at `price`, under a unique name and its slug. */
const itemOnSale = (name: string, price: number) => ({ ...uniquelyNamed(name), price, status: "published" as const });

export const createProduct = (db: Db, overrides: Partial<NewProduct> = {}) =>
  insertRow(db, products, {
    ...itemOnSale("Test Console", 4999),
    tagline: "A handheld for testing",
    description: "Plays every test you throw at it.",
    image: "/images/demo/r36-console-black.webp",
    features: ["3.5-inch IPS screen", "Wi-Fi", "3500 mAh battery", "Dual analogue sticks"],
    techSpecs: [{ label: "Screen", value: "3.5-inch IPS" }],
    variantOptions: ["Black", "White"],
    stockQuantity: 50,
    ...overrides,
  });

export const createAddon = (db: Db, overrides: Partial<NewAddon> = {}) =>
  insertRow(db, addons, { ...itemOnSale("Test Case", 1299), type: "accessory", ...overrides });

/** Sets a product's total stock as an operator's single figure does (one variant takes it, or shared). */
export async function setStock(db: Db, productId: string, total: number) {
  await db.transaction((tx) => setProductStockTotal(tx, productId, total));
}

/** Sets named variants' stock (null: not tracked); a product's total follows. */
export async function setVariantStock(
  db: Db,
  item: { id: string; kind?: "product" | "addon" },
  stocks: Record<string, number | null>,
) {
  await db.transaction((tx) => setVariantStocks(tx, item.kind ?? "product", item.id, new Map(Object.entries(stocks))));
}

/** Gives one variant a price of its own (a sale on one colour, say); null falls back to the item's price. */
export async function setVariantPrice(db: Db, itemId: string, variant: string, price: number | null) {
  await db
    .update(itemVariants)
    .set({ price })
    .where(and(eq(itemVariants.itemId, itemId), eq(itemVariants.name, variant)));
}

/** An item's variants as stored: name -> stock, in the item's order. */
export async function variantStocks(db: Db, itemId: string) {
  const rows = await db
    .select({ name: itemVariants.name, stock: itemVariants.stock })
    .from(itemVariants)
    .where(eq(itemVariants.itemId, itemId))
    .orderBy(itemVariants.position);
  return Object.fromEntries(rows.map((r) => [r.name, r.stock]));
}

/** A review; verified unless told otherwise, as one written through its order's review link is. */
export async function createReview(db: Db, overrides: Partial<NewReview> = {}) {
  const verified = overrides.verifiedPurchase ?? true;
  return insertRow(db, reviews, {
    customerName: "Alex Taylor",
    rating: 5,
    reviewText: "Brilliant little console.",
    verifiedPurchase: verified,
    source: verified ? "order" : "operator",
    ...overrides,
  });
}

export const createVideo = (db: Db, overrides: Partial<NewVideo> = {}) =>
  insertRow(db, videos, {
    title: "Test video",
    videoUrl: "/videos/demo/test.mp4",
    thumbnailUrl: "/images/demo/hero.webp",
    ...overrides,
  });

/** A subscriber who confirmed the address (double opt-in), unless `confirmedAt: null` says otherwise. */
export const createSubscriber = (
  db: Db,
  email = uniqueEmail("fan"),
  overrides: Partial<typeof emailSubscribers.$inferInsert> = {},
) => insertRow(db, emailSubscribers, { email, confirmedAt: new Date(), ...overrides });

/** A product line for an order: a new product id unless one is given, no image or option. */
export const orderLine = (
  name: string,
  price: number,
  quantity = 1,
  productId: string = crypto.randomUUID(),
): OrderItem => ({ productId, type: "product", name, image: "", variant: "", quantity, price });

/** An order's row as createOrder stores it: one console, standard delivery, priced as checkout prices it. */
function orderValues(overrides: Partial<typeof orders.$inferInsert> = {}): typeof orders.$inferInsert {
  const items: OrderItem[] = overrides.items ?? [
    {
      productId: crypto.randomUUID(),
      type: "product",
      name: "R36S Retro Handheld",
      image: "",
      variant: "Black",
      quantity: 1,
      price: 4999,
    },
  ];
  // standard delivery at the default threshold, priced as checkout prices it
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const { shippingCost, vat, total } = totals(subtotal, "standard", DEFAULT_FREE_DELIVERY_THRESHOLD);
  return {
    orderNumber: `RH-${unique().toUpperCase()}`,
    customerName: "Jamie Smith",
    email: "jamie@example.com",
    items,
    shippingAddress: ORDER_ADDRESS,
    subtotal,
    shippingCost,
    vat,
    total,
    paymentProvider: "test",
    paymentId: `pi_test_${unique()}`,
    ...overrides,
  };
}

export const createOrder = (db: Db, overrides: Partial<typeof orders.$inferInsert> = {}) =>
  insertRow(db, orders, orderValues(overrides));

/** Orders built as createOrder builds them, one override each, stored a few hundred to a statement. */
export async function createOrders(db: Db, overrides: Partial<typeof orders.$inferInsert>[]): Promise<Order[]> {
  const stored: Order[] = [];
  // a statement's parameters are bounded (65,535): an order has a few dozen columns
  for (let i = 0; i < overrides.length; i += 500)
    stored.push(
      ...(await db
        .insert(orders)
        .values(overrides.slice(i, i + 500).map(orderValues))
        .returning()),
    );
  return stored;
}

/** An order and an owner signed in, with the path and params of the order's admin page for submitAdminForm. */
export async function createOrderOnItsPage(db: Db, overrides: Partial<typeof orders.$inferInsert> = {}) {
  const order = await createOrder(db, overrides);
  const owner = await createAdminSession(db);
  return { order, owner, path: `orders/${order.orderNumber}`, params: { orderNumber: order.orderNumber } };
}

// Test accounts get a real hash at the tests' low cost (see password-cost.ts), one per password per test file.
const passwordHashes = new Map<string, Promise<string>>();
const passwordHashFor = (password: string) => {
  if (!passwordHashes.has(password)) passwordHashes.set(password, hashPassword(password, TEST_HASH_COST));
  return passwordHashes.get(password)!;
};

export const ADMIN_PASSWORD = "correct horse battery staple";

/** A user with `password` (with `role` when given), stored as create-admin stores them;
 * an existing account with that email gets the password, as `createAdmin` does. */
async function createUserWithPassword(db: Db, email: string, password: string, role: Role | null) {
  const passwordHash = await passwordHashFor(password);
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  const [user] = existing
    ? await db.update(users).set({ passwordHash }).where(eq(users.id, existing.id)).returning()
    : await db.insert(users).values({ email, passwordHash }).returning();
  if (role) {
    await db.delete(userRoles).where(eq(userRoles.userId, user.id));
    await db.insert(userRoles).values({ userId: user.id, role });
  }
  return user;
}

/** A staff member (an Owner unless `role` says otherwise) with a live session: `cookie` goes in a
 * request's Cookie header. */
export async function createAdminSession(db: Db, email = uniqueEmail("admin"), role: Role = "owner") {
  const user = await createUserWithPassword(db, email, ADMIN_PASSWORD, role);
  const admin = { id: user.id, email: user.email, role };
  const session = await createSession(db, admin.id);
  return { user: admin, ...session, cookie: `shop_session=${session.token}` };
}

/** A known authenticator secret (20 bytes in base32), so a test can compute its codes with otplib. */
export const TOTP_TEST_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

/** The code an authenticator app holding `secret` shows now. */
export const totpCode = (secret = TOTP_TEST_SECRET) => generate({ secret });

/** Two-factor sign-in already on for `userId`, with `secret` (set up as the account page would leave it). */
export async function enableTwoFactor(db: Db, userId: string, secret = TOTP_TEST_SECRET) {
  await db
    .update(users)
    .set({ totpSecret: secret, totpPendingSecret: null, totpEnabledAt: new Date(), totpLastStep: null })
    .where(eq(users.id, userId));
}

/** An account WITHOUT a staff role and without a session (as sign-up made them before it closed). */
export const createUserWithoutRole = (db: Db, email: string, password: string) =>
  createUserWithPassword(db, email, password, null);

/** A signed-in user WITHOUT a staff role (e.g. an account made before sign-up closed): `cookie` for requests. */
export async function createUserSession(db: Db, email = uniqueEmail("user")) {
  const user = await createUserWithPassword(db, email, "an ordinary password", null);
  const session = await createSession(db, user.id);
  return { user, ...session, cookie: `shop_session=${session.token}` };
}

/** A plan the assistant issued to `userId` with these calls: what execute mode must name (ADR 060). */
export async function createAssistantPlan(
  db: Db,
  userId: string,
  toolCalls: { name: string; arguments: Record<string, unknown> }[],
  attachments: { url: string; filename: string; type: "image" | "video" }[] = [],
) {
  const { storePlan } = await import("~/modules/assistant/plans.server");
  return storePlan(db, userId, toolCalls, attachments);
}
