// Builders of valid test data with sensible defaults; override only what a test is about.
import { randomBytes } from "node:crypto";

import type { Db } from "~/db/client.server";
import { addons, type NewAddon } from "~/db/schema/addons";
import { products, type NewProduct } from "~/db/schema/catalog";
import { orders, type OrderItem } from "~/db/schema/orders";
import { reviews, type NewReview } from "~/db/schema/reviews";
import { emailSubscribers } from "~/db/schema/subscribers";
import { videos, type NewVideo } from "~/db/schema/videos";
import { createAdmin, createSession } from "~/modules/auth/auth.server";

const unique = () => randomBytes(4).toString("hex");

export async function createProduct(db: Db, overrides: Partial<NewProduct> = {}) {
  const id = unique();
  const [row] = await db
    .insert(products)
    .values({
      name: `Test Console ${id}`,
      slug: `test-console-${id}`,
      price: 4999,
      tagline: "A handheld for testing",
      description: "Plays every test you throw at it.",
      image: "/images/demo/r36-console-black.webp",
      features: ["3.5-inch IPS screen", "Wi-Fi", "3500 mAh battery", "Dual analogue sticks"],
      techSpecs: [{ label: "Screen", value: "3.5-inch IPS" }],
      variantOptions: ["Black", "White"],
      status: "published",
      stockQuantity: 50,
      ...overrides,
    })
    .returning();
  return row;
}

export async function createAddon(db: Db, overrides: Partial<NewAddon> = {}) {
  const id = unique();
  const [row] = await db
    .insert(addons)
    .values({
      name: `Test Case ${id}`,
      slug: `test-case-${id}`,
      price: 1299,
      type: "accessory",
      status: "published",
      ...overrides,
    })
    .returning();
  return row;
}

export async function createReview(db: Db, overrides: Partial<NewReview> = {}) {
  const [row] = await db
    .insert(reviews)
    .values({
      customerName: "Alex Taylor",
      rating: 5,
      reviewText: "Brilliant little console.",
      verifiedPurchase: true,
      ...overrides,
    })
    .returning();
  return row;
}

export async function createVideo(db: Db, overrides: Partial<NewVideo> = {}) {
  const [row] = await db
    .insert(videos)
    .values({
      title: "Test video",
      videoUrl: "/videos/demo/test.mp4",
      thumbnailUrl: "/images/demo/hero.webp",
      ...overrides,
    })
    .returning();
  return row;
}

export async function createSubscriber(
  db: Db,
  email = `fan-${unique()}@example.com`,
  overrides: Partial<typeof emailSubscribers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(emailSubscribers)
    .values({ email, ...overrides })
    .returning();
  return row;
}

export async function createOrder(db: Db, overrides: Partial<typeof orders.$inferInsert> = {}) {
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
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const shippingCost = subtotal >= 5000 ? 0 : 499;
  const total = subtotal + shippingCost;
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `RH-${unique().toUpperCase()}`,
      customerName: "Jamie Smith",
      email: "jamie@example.com",
      items,
      shippingAddress: {
        fullName: "Jamie Smith",
        streetAddress: "1 High Street",
        apartment: "",
        city: "Leeds",
        postcode: "LS1 1AA",
        country: "United Kingdom",
        phone: "07700 900123",
      },
      subtotal,
      shippingCost,
      vat: Math.round(total / 6),
      total,
      paymentProvider: "test",
      paymentId: `pi_test_${unique()}`,
      ...overrides,
    })
    .returning();
  return row;
}

/** An admin user with a live session: `cookie` goes in a request's Cookie header. */
export async function createAdminSession(db: Db, email = `admin-${unique()}@example.com`) {
  const admin = await createAdmin(db, { email, password: "correct horse battery staple" });
  const session = await createSession(db, admin.id);
  return { user: admin, ...session, cookie: `shop_session=${session.token}` };
}

/** A signed-in user WITHOUT the admin role (e.g. someone who used sign-up): `cookie` for requests. */
export async function createUserSession(db: Db, email = `user-${unique()}@example.com`) {
  const { signUp } = await import("~/modules/auth/auth.server");
  const { users } = await import("~/db/schema/auth");
  const { eq } = await import("drizzle-orm");
  await signUp(db, { email, password: "an ordinary password" }, `10.0.0.${Math.floor(Math.random() * 250)}`);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const session = await createSession(db, user.id);
  return { user, ...session, cookie: `shop_session=${session.token}` };
}
