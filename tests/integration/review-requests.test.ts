import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { emailOutbox } from "~/db/schema/email";
import { orders } from "~/db/schema/orders";
import { reviews } from "~/db/schema/reviews";
import {
  getReviewRequestPage,
  queueDueReviewRequests,
  reviewToken,
  submitOrderReviews,
} from "~/modules/reviews/review-requests.server";
import {
  createReview,
  listReviewsForAdmin,
  toggleReviewStatus,
  updateReview,
} from "~/modules/reviews/reviews-admin.server";

import { createAddon, createOrder, createProduct } from "../support/factories";
import { refusal } from "../support/refusal";
import { REVIEW_SECRET as secret, shipForReview } from "../support/review-request";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();

const DAY = 24 * 60 * 60_000;

/** An order of two products and an add-on, shipped through the admin's one update. */
async function shippedOrder() {
  const [console, screen, addon] = [
    await createProduct(db, { name: "R36S Retro Handheld" }),
    await createProduct(db, { name: "Screen Protector" }),
    await createAddon(db, { name: "Carry Case" }),
  ];
  const line = { image: "", variant: null, quantity: 1, price: 2000 };
  const order = await createOrder(db, {
    status: "processing",
    email: "buyer@example.com",
    customerName: "Alex Buyer",
    items: [
      { ...line, productId: console.id, type: "product", name: console.name, variant: "Black" },
      { ...line, productId: screen.id, type: "product", name: screen.name },
      { ...line, productId: addon.id, type: "addon", name: addon.name },
    ],
  });
  return { order, request: await shipForReview(db, order.id), products: { console, screen } };
}

const requestEmails = () => db.select().from(emailOutbox).where(eq(emailOutbox.template, "review_request"));

describe("review requests", () => {
  it("are queued once, after the set delay from shipping, with a signed link to the products bought", async () => {
    const { order, request } = await shippedOrder();
    const shipped = request.shippedAt.getTime();

    expect(await queueDueReviewRequests(db, { secret, now: new Date(shipped + 6 * DAY) })).toBe(0);
    expect(await requestEmails()).toHaveLength(0);

    expect(await queueDueReviewRequests(db, { secret, now: new Date(shipped + 7 * DAY + 1000) })).toBe(1);
    expect(await queueDueReviewRequests(db, { secret, now: new Date(shipped + 8 * DAY) })).toBe(0);
    const emails = await requestEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: "buyer@example.com", orderId: order.id });
    const data = emails[0].data as { path: string; products: string[] };
    expect(data.path).toBe(`/review/${reviewToken(secret, request.id)}`);
    // add-ons are not reviewable: a review belongs to a product
    expect(data.products).toEqual(["R36S Retro Handheld", "Screen Protector"]);
  });

  it("are not sent for an order cancelled after it shipped", async () => {
    const { order, request } = await shippedOrder();
    await db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
    const later = new Date(request.shippedAt.getTime() + 30 * DAY);
    expect(await queueDueReviewRequests(db, { secret, now: later })).toBe(0);
  });

  it("turn into verified reviews held for moderation, once; a tampered link is refused", async () => {
    const { request, products } = await shippedOrder();
    const token = reviewToken(secret, request.id);

    const page = await getReviewRequestPage(db, secret, token);
    expect(page).toMatchObject({ status: "open", customerName: "Alex Buyer" });
    expect(page.status === "open" && page.items.map((i) => i.name)).toEqual([
      "R36S Retro Handheld",
      "Screen Protector",
    ]);

    // a link altered by one character, signed with another key, or naming another request is not found
    const tampered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const bad of [
      tampered,
      reviewToken("other-secret", request.id),
      `${crypto.randomUUID()}.${token.split(".")[1]}`,
    ])
      expect(await refusal(() => getReviewRequestPage(db, secret, bad))).toMatchObject({ code: "not_found" });

    // only the order's own products can be reviewed
    const stranger = await createProduct(db);
    expect(
      await refusal(() =>
        submitOrderReviews(db, secret, token, {
          customerName: "Alex",
          reviews: [{ productId: stranger.id, rating: "5" }],
        }),
      ),
    ).toMatchObject({ code: "invalid_input" });

    const saved = await submitOrderReviews(db, secret, token, {
      customerName: "Alex B.",
      reviews: [
        { productId: products.console.id, rating: "4", title: "Great screen", reviewText: "Plays everything." },
        { productId: products.screen.id, rating: "", title: "", reviewText: "" },
      ],
    });
    expect(saved).toEqual({ count: 1, orderNumber: request.orderNumber });
    const written = await db.select().from(reviews);
    expect(written).toEqual([
      expect.objectContaining({
        productId: products.console.id,
        rating: 4,
        title: "Great screen",
        customerName: "Alex B.",
        verifiedPurchase: true,
        source: "order",
        status: "hidden",
      }),
    ]);
    const [listed] = (await listReviewsForAdmin(db)).reviews;
    expect(listed).toMatchObject({ pending: true, verifiedPurchase: true });

    // the link is spent
    expect(await getReviewRequestPage(db, secret, token)).toMatchObject({ status: "used" });
    expect(
      await refusal(() =>
        submitOrderReviews(db, secret, token, {
          customerName: "Alex",
          reviews: [{ productId: products.screen.id, rating: "5" }],
        }),
      ),
    ).toMatchObject({ code: "conflict", message: expect.stringContaining("already been used") });
    expect(await db.select().from(reviews)).toHaveLength(1);

    // publishing it is the operator's moderation: no longer pending, still verified
    await toggleReviewStatus(db, { id: written[0].id });
    expect((await listReviewsForAdmin(db)).reviews[0]).toMatchObject({
      pending: false,
      status: "published",
      verifiedPurchase: true,
    });
  });

  it("two sends at once save one set of reviews", async () => {
    const { request, products } = await shippedOrder();
    const token = reviewToken(secret, request.id);
    const send = () =>
      submitOrderReviews(db, secret, token, {
        customerName: "Alex",
        reviews: [{ productId: products.console.id, rating: "5" }],
      });
    const results = await Promise.allSettled([send(), send()]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db.select().from(reviews)).toHaveLength(1);
  });
});

describe("reviews an operator types in", () => {
  it("are never verified, on create or edit, and the database refuses it too", async () => {
    const posted = { verifiedPurchase: "on", verified_purchase: true, source: "order" } as object;
    const review = await createReview(db, { customerName: "Operator", ...posted });
    expect(review).toMatchObject({ verifiedPurchase: false, source: "operator" });
    const edited = await updateReview(db, { id: review.id, customerName: "Operator", ...posted });
    expect(edited).toMatchObject({ verifiedPurchase: false, source: "operator" });
    await expect(db.update(reviews).set({ verifiedPurchase: true }).where(eq(reviews.id, review.id))).rejects.toThrow();
  });
});
