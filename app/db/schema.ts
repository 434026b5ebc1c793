// The whole data model of SPEC §3 (plus the server-side tables DESIGN.md implies).
// Column names are snake_case in the database (drizzle `casing`), camelCase in TypeScript.
// Money is integer pence everywhere.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const productStatus = pgEnum("product_status", ["draft", "published"]);
export const addonType = pgEnum("addon_type", ["accessory", "upgrade"]);
export const reviewStatus = pgEnum("review_status", ["published", "hidden"]);
export const orderStatus = pgEnum("order_status", ["pending", "processing", "shipped", "cancelled"]);
export const userRole = pgEnum("user_role", ["admin"]);

export type TechSpec = { label: string; value: string };
export type NavItem = { label: string; path: string };
export type IconFeature = { icon: string; title: string; description: string };
export type MediaLogo = { imageUrl: string; name: string };
export type FaqItem = { question: string; answer: string };
export type TrustStats = {
  customerCount: number;
  avgRating: number;
  recommendationPercent: number;
  guaranteeDays: number;
};
export type UrgencyConfig = {
  viewingNowRange: [number, number];
  sold24hrsRange: [number, number];
};
export type OrderItem = {
  productId: string;
  type: "product" | "addon";
  name: string;
  image: string;
  variant: string | null;
  quantity: number;
  /** unit price in pence */
  price: number;
};
export type ShippingAddress = {
  fullName: string;
  streetAddress: string;
  apartment: string;
  city: string;
  postcode: string;
  country: string;
  phone: string;
};

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** The single settings record that drives copy, theme, navigation and toggles. */
export const settings = pgTable("settings", {
  id: integer().primaryKey().default(1),
  siteName: text().notNull(),
  siteLogoText: text().notNull(),
  siteLogoUrl: text().notNull().default(""),
  announcementBar: text().notNull().default(""),
  metaDescription: text().notNull().default(""),
  ogImageUrl: text().notNull().default(""),
  organizationName: text().notNull().default(""),
  organizationUrl: text().notNull().default(""),
  footerText: text().notNull(),
  heroHeading: text().notNull(),
  heroSubtitle: text().notNull(),
  homepageCta: text().notNull(),
  homepageSecondaryCta: text().notNull(),
  heroImageUrl: text().notNull().default(""),
  /** CSS variable name -> HSL string, e.g. { primary: "262 83% 58%" } */
  themeColors: jsonb().$type<Record<string, string>>().notNull().default({}),
  /** null hides the trust stats strip */
  trustStats: jsonb().$type<TrustStats | null>(),
  navItems: jsonb().$type<NavItem[]>().notNull().default([]),
  featuresSectionTitle: text().notNull(),
  featuresSectionSubtitle: text().notNull().default(""),
  productsSectionTitle: text().notNull(),
  productsSectionSubtitle: text().notNull().default(""),
  comparisonSectionTitle: text().notNull(),
  comparisonSectionSubtitle: text().notNull().default(""),
  videoSectionTitle: text().notNull(),
  videoSectionSubtitle: text().notNull().default(""),
  socialProofTitle: text().notNull(),
  featuresList: jsonb().$type<IconFeature[]>().notNull().default([]),
  mediaLogos: jsonb().$type<MediaLogo[]>().notNull().default([]),
  faqList: jsonb().$type<FaqItem[]>().notNull().default([]),
  guaranteeBannerEnabled: boolean().notNull().default(true),
  guaranteeBannerTitle: text().notNull(),
  checkoutGuaranteeText: text().notNull().default(""),
  guaranteeCtaText: text().notNull(),
  guaranteeFeatures: jsonb().$type<IconFeature[]>().notNull().default([]),
  emailCollectorEnabled: boolean().notNull().default(true),
  emailCollectorTitle: text().notNull(),
  emailCollectorSubtitle: text().notNull(),
  emailCollectorCta: text().notNull(),
  showTrackingInNav: boolean().notNull().default(true),
  showTrackingInFooter: boolean().notNull().default(true),
  trackingPageEnabled: boolean().notNull().default(true),
  trackingPageTitle: text().notNull(),
  trackingPageSubtitle: text().notNull(),
  /** secret: never sent to the storefront */
  track17ApiKey: text().notNull().default(""),
  /** pence */
  freeDeliveryThreshold: integer().notNull().default(5000),
  urgencyConfig: jsonb().$type<UrgencyConfig>().notNull(),
  shippingInfo: text().notNull().default(""),
  returnPolicy: text().notNull().default(""),
  privacyPolicy: text().notNull().default(""),
  termsOfService: text().notNull().default(""),
  stripePublishableKey: text().notNull().default(""),
  checkoutTrustBadges: jsonb().$type<string[]>().notNull().default([]),
  updatedAt: createdAt(),
});

export const products = pgTable(
  "products",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    slug: text().notNull(),
    /** pence, VAT included */
    price: integer().notNull(),
    tagline: text().notNull().default(""),
    description: text().notNull().default(""),
    image: text().notNull().default(""),
    imageAltText: text().notNull().default(""),
    gallery: jsonb().$type<string[]>().notNull().default([]),
    features: jsonb().$type<string[]>().notNull().default([]),
    techSpecs: jsonb().$type<TechSpec[]>().notNull().default([]),
    variantOptions: jsonb().$type<string[]>().notNull().default([]),
    variantImages: jsonb().$type<Record<string, string>>().notNull().default({}),
    category: text().notNull().default(""),
    seoTitle: text().notNull().default(""),
    seoDescription: text().notNull().default(""),
    status: productStatus().notNull().default("draft"),
    viewCount: integer().notNull().default(0),
    stockQuantity: integer().notNull().default(0),
    stockAlertThreshold: integer().notNull().default(10),
    guaranteeMonths: integer().notNull().default(12),
    shippingTime: text().notNull().default("1-2 business days"),
    isPopular: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    /** soft delete: hidden everywhere, restorable for 30 days (see ADR 062) */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // a deleted product's slug is free for a new one
    uniqueIndex("products_slug_key").on(t.slug).where(sql`${t.deletedAt} is null`),
    index("products_status_price_idx").on(t.status, t.price),
    index("products_created_at_idx").on(t.createdAt),
    check("products_price_non_negative", sql`${t.price} >= 0`),
    check("products_stock_non_negative", sql`${t.stockQuantity} >= 0`),
  ],
);

export const addons = pgTable(
  "addons",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(""),
    price: integer().notNull(),
    image: text().notNull().default(""),
    type: addonType().notNull().default("accessory"),
    productLinked: uuid().references(() => products.id, { onDelete: "set null" }),
    variantOptions: jsonb().$type<string[]>().notNull().default([]),
    status: productStatus().notNull().default("draft"),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    /** soft delete, as for products */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("addons_slug_key").on(t.slug).where(sql`${t.deletedAt} is null`),
    index("addons_product_status_idx").on(t.productLinked, t.status),
    index("addons_status_created_idx").on(t.status, t.createdAt),
    check("addons_price_non_negative", sql`${t.price} >= 0`),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid().references(() => products.id, { onDelete: "set null" }),
    rating: integer().notNull().default(5),
    reviewText: text().notNull().default(""),
    reviewImage: text().notNull().default(""),
    customerName: text().notNull(),
    datePosted: timestamp({ withTimezone: true }).notNull().defaultNow(),
    verifiedPurchase: boolean().notNull().default(false),
    status: reviewStatus().notNull().default("published"),
    position: integer().notNull().default(9999),
    /** soft delete, as for products */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("reviews_status_date_idx").on(t.status, t.datePosted),
    index("reviews_product_status_idx").on(t.productId, t.status),
    index("reviews_position_date_idx").on(t.position, t.datePosted),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

export const videos = pgTable(
  "videos",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    subtitle: text().notNull().default(""),
    videoUrl: text().notNull(),
    thumbnailUrl: text().notNull().default(""),
    productId: uuid().references(() => products.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
    status: productStatus().notNull().default("published"),
    createdAt: createdAt(),
  },
  (t) => [
    index("videos_product_position_idx").on(t.productId, t.position),
    check("videos_position_non_negative", sql`${t.position} >= 0`),
  ],
);

export const emailSubscribers = pgTable(
  "email_subscribers",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    subscribedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    isActive: boolean().notNull().default(true),
    source: text().notNull().default("landing_page"),
  },
  (t) => [
    // one subscription per address, whatever its case
    uniqueIndex("email_subscribers_email_key").on(sql`lower(${t.email})`),
    index("email_subscribers_subscribed_at_idx").on(t.subscribedAt),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderNumber: text().notNull(),
    orderDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    customerName: text().notNull(),
    email: text().notNull(),
    emailOffers: boolean().notNull().default(false),
    items: jsonb().$type<OrderItem[]>().notNull(),
    shippingAddress: jsonb().$type<ShippingAddress>().notNull(),
    shippingMethod: text().notNull().default("standard"),
    /** pence; VAT is contained in the total (total / 6), not added */
    subtotal: integer().notNull(),
    shippingCost: integer().notNull(),
    vat: integer().notNull(),
    total: integer().notNull(),
    paymentProvider: text().notNull(),
    paymentId: text().notNull(),
    status: orderStatus().notNull().default("pending"),
    trackingNumber: text(),
    notes: text().notNull().default(""),
    /** pence given back by refunds that went through; revenue is total minus this */
    refundedTotal: integer().notNull().default(0),
    cancelledAt: timestamp({ withTimezone: true }),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("orders_order_number_key").on(t.orderNumber),
    uniqueIndex("orders_payment_id_key").on(t.paymentId),
    index("orders_order_date_idx").on(t.orderDate),
    index("orders_status_date_idx").on(t.status, t.orderDate),
    // Admin search by any part of the customer name or order number (ILIKE '%...%') stays fast at a
    // million orders with trigram indexes (pg_trgm, created by the migration).
    index("orders_customer_name_trgm_idx").using("gin", t.customerName.op("gin_trgm_ops")),
    index("orders_order_number_trgm_idx").using("gin", t.orderNumber.op("gin_trgm_ops")),
  ],
);

export type RefundLine = { index: number; quantity: number };

/**
 * Money given back on an order. A row is written `pending` (under the order's lock, so the total can
 * never pass what was paid), then the provider is asked with the row id as idempotency key, and the
 * row becomes `succeeded` or `failed`. Refunds made in Stripe's dashboard arrive by webhook as `provider`.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** pence */
    amount: integer().notNull(),
    /** which order lines (index into orders.items) and how many of each; empty for an amount refund */
    lines: jsonb().$type<RefundLine[]>().notNull().default([]),
    restocked: boolean().notNull().default(false),
    reason: text().notNull().default(""),
    /** pending, succeeded, failed */
    status: text().notNull().default("pending"),
    /** admin (refund form), cancel, provider (made outside the shop, seen by webhook) */
    source: text().notNull(),
    providerRefundId: text(),
    failureMessage: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index("order_refunds_order_idx").on(t.orderId, t.createdAt),
    uniqueIndex("order_refunds_provider_refund_key").on(t.providerRefundId),
    check("order_refunds_amount_positive", sql`${t.amount} > 0`),
  ],
);

/**
 * Emails waiting to go out, written in the transaction of the change that causes them and delivered
 * by the background sender (app/modules/email/outbox.server.ts) with retries. `dedupeKey` makes an
 * email once-only (e.g. one shipping email per tracking number).
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** which template renders it (order_confirmation, order_shipped, order_cancelled, order_refunded) */
    template: text().notNull(),
    to: text().notNull(),
    /** what the template needs, captured when the email was queued */
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    dedupeKey: text(),
    orderId: uuid().references(() => orders.id, { onDelete: "set null" }),
    /** pending, sending, sent, failed (gave up) */
    status: text().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** a sender's claim; a claim that outlives this (the process died) is taken over */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    subject: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_outbox_dedupe_key").on(t.dedupeKey),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_order_idx").on(t.orderId),
  ],
);

/** The priced checkout, kept server-side between payment intent and confirmation. */
export const paymentCheckouts = pgTable("payment_checkouts", {
  paymentId: text().primaryKey(),
  provider: text().notNull(),
  email: text().notNull(),
  emailOffers: boolean().notNull().default(false),
  customerName: text().notNull(),
  items: jsonb().$type<OrderItem[]>().notNull(),
  shippingAddress: jsonb().$type<ShippingAddress>().notNull(),
  shippingMethod: text().notNull(),
  subtotal: integer().notNull(),
  shippingCost: integer().notNull(),
  vat: integer().notNull(),
  total: integer().notNull(),
  /** set when the payment succeeded but the order was refused (stock ran out); a replay repeats it */
  failureMessage: text(),
  /**
   * set when the start-up reconciliation settled a checkout that has no order: its payment was
   * cancelled or refunded, or it was never paid and is abandoned (then cancelled at the provider)
   */
  reconciledAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * The built-in test payment provider's payments (used when no Stripe secret key is set). Kept in the
 * database, not in memory, because several server processes may share one shop.
 */
export const testPayments = pgTable(
  "test_payments",
  {
    id: text().primaryKey(),
    clientSecret: text().notNull(),
    idempotencyKey: text().notNull(),
    /** pence */
    amount: integer().notNull(),
    /** Stripe's names: requires_payment_method, succeeded, canceled, refunded */
    status: text().notNull().default("requires_payment_method"),
    /** pence refunded so far (partial refunds); status becomes refunded when it reaches amount */
    amountRefunded: integer().notNull().default(0),
    lastError: text(),
    metadata: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex("test_payments_idempotency_key").on(t.idempotencyKey)],
);

/** The test provider's refunds, like Stripe's: one per idempotency key. */
export const testRefunds = pgTable(
  "test_refunds",
  {
    id: text().primaryKey(),
    paymentId: text()
      .notNull()
      .references(() => testPayments.id, { onDelete: "cascade" }),
    idempotencyKey: text().notNull(),
    /** pence */
    amount: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("test_refunds_idempotency_key").on(t.idempotencyKey)],
);

/** Stripe webhook events already handled, so a redelivery does nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: createdAt(),
});

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(sql`lower(${t.email})`)],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: userRole().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** Server-side sessions; the cookie carries a random token, the table only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    csrfToken: text().notNull(),
    createdAt: createdAt(),
    lastSeenAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const passwordResetTokens = pgTable("password_reset_tokens", {
  tokenHash: text().primaryKey(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

/** 17TRACK answers cached per tracking number, to stay within quota. */
export const trackingCache = pgTable("tracking_cache", {
  trackingNumber: text().primaryKey(),
  payload: jsonb().notNull(),
  fetchedAt: createdAt(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** Every operation the AI assistant carried out, with who approved it. */
export const assistantAuditLog = pgTable(
  "assistant_audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    toolName: text().notNull(),
    arguments: jsonb().notNull(),
    success: boolean().notNull(),
    message: text().notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("assistant_audit_log_created_idx").on(t.createdAt)],
);

/**
 * One log of every change to the store, from the admin pages, the JSON API, the AI assistant and the
 * system (webhooks, the background sender). Written by the domain module that makes the change, in
 * the same transaction; read by the Activity page, undo and the order timeline.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    // clock_timestamp, not now(): several entries written in one transaction (an order placed, paid,
    // its email queued) keep the order they happened in.
    createdAt: timestamp({ withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** kept as text so the entry still says who after the user is removed */
    actorEmail: text(),
    /** page, assistant, api or system */
    origin: text().notNull(),
    /** `<targetType>.<verb>`, e.g. product.update, order.cancel */
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    targetLabel: text(),
    summary: text().notNull().default(""),
    /** the changed fields only: { field: { before, after } } */
    changes: jsonb().$type<Record<string, { before: unknown; after: unknown }>>(),
    /** the whole record before a delete, so it can be restored */
    snapshot: jsonb(),
    /** this entry undid that one */
    undoOfId: uuid(),
    /** set on an entry once it has been undone */
    undoneById: uuid(),
  },
  (t) => [
    index("activity_log_created_idx").on(t.createdAt),
    index("activity_log_target_idx").on(t.targetType, t.targetId, t.createdAt),
    index("activity_log_origin_idx").on(t.origin, t.createdAt),
  ],
);

export type Settings = typeof settings.$inferSelect;
export type OrderRefund = typeof orderRefunds.$inferSelect;
export type OutboxEmail = typeof emailOutbox.$inferSelect;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type Addon = typeof addons.$inferSelect;
export type NewAddon = typeof addons.$inferInsert;
export type Review = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
export type Video = typeof videos.$inferSelect;
export type NewVideo = typeof videos.$inferInsert;
export type Order = typeof orders.$inferSelect;
export type EmailSubscriber = typeof emailSubscribers.$inferSelect;
export type User = typeof users.$inferSelect;
export type ActivityRow = typeof activityLog.$inferSelect;
