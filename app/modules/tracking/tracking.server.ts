import { eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { type Order } from "~/db/schema/orders";
import { type Settings } from "~/db/schema/settings";
import { trackingCache } from "~/db/schema/tracking";
import type { Config } from "~/lib/env.server";
import { DomainError, isDomainError } from "~/lib/errors";
import { hitRateLimit, LIMITS } from "~/lib/rate-limit.server";
import { parseInput } from "~/lib/validation";
import { carrierLink } from "~/modules/orders/carriers";
import { markDeliveredByCarrier } from "~/modules/orders/delivery.server";
import { invoiceLinkFor } from "~/modules/orders/order-access.server";
import { getOrderByNumber } from "~/modules/orders/orders.server";
import { deliveryCalendar, orderDelivery } from "~/modules/settings/delivery-dates";
import { getSettings } from "~/modules/settings/settings.server";

import { createTrack17Client, isFinalStatus, mapTrackInfo, STATUS_TEXT, Track17Error } from "./track17.server";
import {
  CONNECTION_FAILED,
  CONNECTION_OK,
  TRACK_FAILED,
  TrackOrderSchema,
  type ConnectionTestResult,
  type LiveTracking,
  type TrackConnectionTest,
  type TrackingResponse,
  type TrackOrder,
  type TrackOutcome,
} from "./tracking.schema";

// Order tracking: the order's public details plus live 17TRACK information, cached per tracking
// number so repeated looks stay within 17TRACK's quota. A 17TRACK problem never fails the lookup:
// the order details still come back, with a message.

export type TrackingDeps = {
  apiBase: string;
  logger?: { warn: (obj: object, msg: string) => void };
  /** the whole 17TRACK exchange (register + gettrackinfo) must finish within this */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
  /** the invoice's link when the asking browser placed the order (see invoiceLinkFor) */
  invoiceLink?: (order: Order) => string | null;
};

/** The deps a route passes: the configured 17TRACK base URL and the request's logger. */
export function trackingDeps(
  context: { config: Config; logger: TrackingDeps["logger"] },
  request?: Request,
): TrackingDeps {
  return {
    apiBase: context.config.TRACK17_API_BASE,
    logger: context.logger,
    invoiceLink: request ? (order) => invoiceLinkFor(context.config, request, order) : undefined,
  };
}

type LookupContext = Parameters<typeof trackingDeps>[0] & {
  db: Db;
  clientIp: string;
  logger: { error: (obj: object, msg: string) => void };
};

/**
 * The track-order page's lookup of `?order=` (its form sent before scripts load, the confirmation's link): what it
 * found, or its refusal's message (not found, too many lookups), or, logged, 'Failed to track order'. Shown in
 * place on the page, never an error page, so every failure is an outcome here.
 */
export async function trackOrderOutcome(
  context: LookupContext,
  request: Request,
  settings: Settings,
  orderNumber: string,
): Promise<TrackOutcome> {
  try {
    await hitRateLimit("trackOrder", context.clientIp, LIMITS.trackOrder);
    const input = parseInput(TrackOrderSchema, { orderNumber });
    return { kind: "found", response: await trackOrder(context.db, input, trackingDeps(context, request), settings) };
  } catch (err) {
    if (isDomainError(err)) return { kind: "error", error: err.message };
    context.logger.error({ err }, "order lookup failed");
    return { kind: "failed", error: TRACK_FAILED };
  }
}

export const TRACK17_TIMEOUT_MS = 4000;
/** How long a 17TRACK answer is reused: short while the parcel moves, long once it has arrived. */
export const CACHE_TTL_MS = {
  moving: 15 * 60 * 1000,
  notYetScanned: 5 * 60 * 1000,
  final: 24 * 60 * 60 * 1000,
} as const;

export const ORDER_NOT_FOUND = "Order not found. Please check your order number and try again.";
export const TRACKING_DISABLED = "Order tracking is not available.";
export const LIVE_TRACKING_UNAVAILABLE =
  "Live tracking updates are unavailable right now. Please try again later or use your " +
  "tracking number on the carrier's website.";
export const LIVE_TRACKING_STALE =
  "Live tracking updates are unavailable right now, so this may not be the latest update.";

type CachedTracking = { tracking: LiveTracking };

/** The one tracking switch: the settings while the tracking page is on, null when an admin turned it off. */
export async function getTrackingSettings(db: Db): Promise<Settings | null> {
  const settings = await getSettings(db);
  return settings.trackingPageEnabled ? settings : null;
}

/**
 * Looks an order up by number for the public tracking page and API. The page's loader passes the
 * settings it already read through getTrackingSettings, so a page view reads them once.
 */
export async function trackOrder(
  db: Db,
  input: TrackOrder,
  deps: TrackingDeps,
  trackingSettings?: Settings,
): Promise<TrackingResponse> {
  const settings = trackingSettings ?? (await getTrackingSettings(db));
  if (!settings) throw new DomainError("not_found", TRACKING_DISABLED);
  const order = await getOrderByNumber(db, input.orderNumber);
  if (!order) throw new DomainError("not_found", ORDER_NOT_FOUND);

  const base = { order: publicOrder(order, settings, deps), tracking: null };
  const trackingNumber = order.trackingNumber?.trim();
  if (!trackingNumber) return base;
  if (!settings.track17ApiKey) return { ...base, message: LIVE_TRACKING_UNAVAILABLE };

  const now = deps.now?.() ?? new Date();
  const [cached] = await db
    .select()
    .from(trackingCache)
    .where(eq(trackingCache.trackingNumber, trackingNumber))
    .limit(1);
  if (cached && cached.expiresAt > now) {
    const tracking = (cached.payload as CachedTracking).tracking;
    return { ...base, order: await deliveredIfCarrierSays(db, order, base.order, tracking), tracking };
  }

  try {
    const live = await fetchLiveTracking(settings.track17ApiKey, trackingNumber, Boolean(cached), deps);
    const ttl = live.final
      ? CACHE_TTL_MS.final
      : live.tracking.events.length
        ? CACHE_TTL_MS.moving
        : CACHE_TTL_MS.notYetScanned;
    const payload: CachedTracking = { tracking: live.tracking };
    const expiresAt = new Date(now.getTime() + ttl);
    await db
      .insert(trackingCache)
      .values({ trackingNumber, payload, fetchedAt: now, expiresAt })
      .onConflictDoUpdate({ target: trackingCache.trackingNumber, set: { payload, fetchedAt: now, expiresAt } });
    return {
      ...base,
      order: await deliveredIfCarrierSays(db, order, base.order, live.tracking),
      tracking: live.tracking,
    };
  } catch (err) {
    if (!(err instanceof Track17Error)) throw err;
    deps.logger?.warn({ kind: err.kind, code: err.code, trackingNumber, err: err.message }, "17TRACK lookup failed");
    // The last answer we had is better than nothing.
    if (cached) return { ...base, tracking: (cached.payload as CachedTracking).tracking, message: LIVE_TRACKING_STALE };
    return { ...base, message: LIVE_TRACKING_UNAVAILABLE };
  }
}

/**
 * SPEC §3's fields plus the carrier the operator chose and its link, the items and whether a refund was
 * made: no name, email, address or amount of money.
 */
function publicOrder(order: Order, settings: Settings, deps: TrackingDeps): TrackingResponse["order"] {
  const carrier = carrierLink(order);
  const delivery = orderDelivery({ ...order, postcode: order.shippingAddress.postcode }, deliveryCalendar(settings));
  return {
    order_number: order.orderNumber,
    order_status: order.status,
    order_date: order.orderDate.toISOString(),
    tracking_number: order.trackingNumber?.trim() || null,
    carrier_name: carrier?.name ?? null,
    carrier_tracking_url: carrier?.url ?? null,
    items: order.items.map(({ name, variant, quantity }) => ({ name, variant: variant || null, quantity })),
    refund: order.refundedTotal <= 0 ? "none" : order.refundedTotal >= order.total ? "full" : "partial",
    delivery_method: delivery.method,
    estimated_delivery: delivery.estimate,
    invoice_url: deps.invoiceLink?.(order) ?? null,
  };
}

/** 17TRACK says the parcel arrived: a shipped order becomes delivered (and the customer is emailed) once. */
async function deliveredIfCarrierSays(
  db: Db,
  order: Order,
  shown: TrackingResponse["order"],
  tracking: LiveTracking,
): Promise<TrackingResponse["order"]> {
  if (order.status !== "shipped" || tracking.status_text !== STATUS_TEXT.Delivered) return shown;
  await markDeliveredByCarrier(db, order.id);
  return { ...shown, order_status: "delivered" };
}

async function fetchLiveTracking(apiKey: string, trackingNumber: string, knownRegistered: boolean, deps: TrackingDeps) {
  const client = createTrack17Client({
    apiBase: deps.apiBase,
    apiKey,
    fetch: deps.fetch,
    signal: AbortSignal.timeout(deps.timeoutMs ?? TRACK17_TIMEOUT_MS),
  });
  // A number we cached before is registered already: skip straight to reading it.
  if (!knownRegistered) await client.register(trackingNumber);
  let result = await client.getTrackInfo(trackingNumber);
  if (result.status === "not_registered") {
    await client.register(trackingNumber);
    result = await client.getTrackInfo(trackingNumber);
    if (result.status === "not_registered")
      throw new Track17Error("rejected", `17TRACK still does not know ${trackingNumber}`);
  }
  return { tracking: mapTrackInfo(result.info), final: isFinalStatus(result.info) };
}

/** The settings page's connection test: does this 17TRACK key work? (blank: the saved key) */
export async function testTrack17Connection(
  db: Db,
  input: TrackConnectionTest,
  deps: TrackingDeps,
): Promise<ConnectionTestResult> {
  const apiKey = input.apiKey || (await getSettings(db)).track17ApiKey;
  if (!apiKey) return { success: false, message: CONNECTION_FAILED };
  try {
    const client = createTrack17Client({
      apiBase: deps.apiBase,
      apiKey,
      fetch: deps.fetch,
      signal: AbortSignal.timeout(deps.timeoutMs ?? TRACK17_TIMEOUT_MS),
    });
    await client.getQuota();
    return { success: true, message: CONNECTION_OK };
  } catch (err) {
    if (!(err instanceof Track17Error)) throw err;
    deps.logger?.warn({ kind: err.kind, code: err.code, err: err.message }, "17TRACK connection test failed");
    return { success: false, message: CONNECTION_FAILED };
  }
}
