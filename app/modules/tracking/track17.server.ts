import { z } from "zod";

import type { LiveTracking, TrackingEvent } from "./tracking.schema";

// A client for the 17TRACK tracking API v2.2 (https://api.17track.net/en/doc): POST JSON to
// `${apiBase}/<operation>` with the key in the `17token` header. Replies are checked with zod, so a
// malformed answer is an error here rather than a crash further in.

/** Why a call failed; the caller decides what the shopper sees. */
export type Track17FailureKind = "auth" | "rate_limited" | "timeout" | "unavailable" | "malformed" | "rejected";

export class Track17Error extends Error {
  constructor(
    readonly kind: Track17FailureKind,
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = "Track17Error";
  }
}

// 17TRACK's documented codes we act on.
export const TRACK17_CODES = {
  invalidKey: -18010002,
  alreadyRegistered: -18019901,
  notRegistered: -18019902,
  noInfoYet: -18019909,
} as const;
const AUTH_CODES = new Set([-18010001, -18010002, -18010004, -18010005]);
const QUOTA_CODES = new Set([-18019907, -18019908]);

const ErrorItem = z.object({ code: z.number(), message: z.string().nullish() });
const Envelope = z.object({ code: z.number(), data: z.unknown() });
const BatchData = z.object({
  accepted: z.array(z.looseObject({ number: z.string() })).default([]),
  rejected: z.array(z.object({ number: z.string(), error: ErrorItem })).default([]),
});

const Address = z.object({ country: z.string().nullish() }).nullish();
const Event = z.object({
  time_iso: z.string().nullish(),
  time_utc: z.string().nullish(),
  description: z.string().nullish(),
  location: z.string().nullish(),
});
const TrackInfo = z.object({
  shipping_info: z.object({ shipper_address: Address, recipient_address: Address }).nullish(),
  latest_status: z.object({ status: z.string().nullish() }).nullish(),
  tracking: z
    .object({
      providers: z
        .array(
          z.object({ provider: z.object({ name: z.string().nullish() }).nullish(), events: z.array(Event).nullish() }),
        )
        .nullish(),
    })
    .nullish(),
});
export type Track17TrackInfo = z.infer<typeof TrackInfo>;
const TrackAccepted = z.object({ number: z.string(), track_info: TrackInfo.nullish() });

/** 17TRACK's main statuses in plain words for shoppers. */
export const STATUS_TEXT: Record<string, string> = {
  NotFound: "Awaiting carrier update",
  InfoReceived: "Shipment information received",
  InTransit: "In transit",
  Expired: "No recent updates from the carrier",
  AvailableForPickup: "Ready for collection",
  OutForDelivery: "Out for delivery",
  DeliveryFailure: "Delivery attempt failed",
  Delivered: "Delivered",
  Exception: "Delivery problem: please contact us",
};

const regionNames = new Intl.DisplayNames(["en-GB"], { type: "region" });

/** "GB" -> "United Kingdom"; anything that is not an ISO region code is kept as 17TRACK gave it. */
export function countryName(code: string | null | undefined): string | null {
  const value = code?.trim();
  if (!value) return null;
  if (/^[A-Za-z]{2}$/.test(value)) {
    try {
      return regionNames.of(value.toUpperCase()) ?? value;
    } catch {
      return value;
    }
  }
  return value;
}

/** 17TRACK's track_info in our public shape: every provider's events, newest first. */
export function mapTrackInfo(info: Track17TrackInfo | null | undefined): LiveTracking {
  const providers = info?.tracking?.providers ?? [];
  const events: TrackingEvent[] = [];
  for (const provider of providers) {
    for (const event of provider.events ?? []) {
      const time = event.time_iso ?? event.time_utc;
      if (!time || Number.isNaN(Date.parse(time))) continue;
      events.push({
        time,
        status: event.description?.trim() || "Tracking update",
        location: event.location?.trim() || null,
      });
    }
  }
  events.sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
  const status = info?.latest_status?.status ?? "NotFound";
  return {
    carrier_name: providers.map((p) => p.provider?.name?.trim()).find(Boolean) ?? null,
    status_text: STATUS_TEXT[status] ?? "Tracking update received",
    origin_country: countryName(info?.shipping_info?.shipper_address?.country),
    destination_country: countryName(info?.shipping_info?.recipient_address?.country),
    events,
  };
}

/** Whether the parcel has reached the end of its journey (its tracking will not change much). */
export function isFinalStatus(info: Track17TrackInfo | null | undefined): boolean {
  const status = info?.latest_status?.status;
  return status === "Delivered" || status === "Expired";
}

export type Track17Options = {
  apiBase: string;
  apiKey: string;
  /** aborts the whole operation (all calls it makes) */
  signal?: AbortSignal;
  fetch?: typeof fetch;
};

export function createTrack17Client({ apiBase, apiKey, signal, fetch: doFetch = fetch }: Track17Options) {
  const base = apiBase.replace(/\/$/, "");

  async function call(operation: string, body: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${base}/${operation}`, {
        method: "POST",
        headers: { "17token": apiKey, "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
        signal,
      });
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name === "TimeoutError" || name === "AbortError")
        throw new Track17Error("timeout", `17TRACK ${operation} timed out`);
      throw new Track17Error("unavailable", `17TRACK ${operation} could not be reached: ${(err as Error).message}`);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name === "TimeoutError" || name === "AbortError")
        throw new Track17Error("timeout", `17TRACK ${operation} timed out`);
      json = undefined;
    }
    const envelope = Envelope.safeParse(json);
    const code = envelope.success ? envelope.data.code : undefined;
    if (response.status === 401 || response.status === 403 || (code !== undefined && AUTH_CODES.has(code))) {
      throw new Track17Error("auth", `17TRACK refused the key (HTTP ${response.status}, code ${code ?? "none"})`, code);
    }
    if (response.status === 429 || (code !== undefined && QUOTA_CODES.has(code))) {
      throw new Track17Error(
        "rate_limited",
        `17TRACK rate limit or quota reached (HTTP ${response.status}, code ${code ?? "none"})`,
        code,
      );
    }
    if (!response.ok) throw new Track17Error("unavailable", `17TRACK ${operation} answered HTTP ${response.status}`);
    if (!envelope.success)
      throw new Track17Error("malformed", `17TRACK ${operation} answered something that is not its JSON envelope`);
    if (code !== 0) throw new Track17Error("unavailable", `17TRACK ${operation} failed with code ${code}`, code);
    return envelope.data.data;
  }

  function batch(operation: string, data: unknown) {
    const parsed = BatchData.safeParse(data);
    if (!parsed.success) throw new Track17Error("malformed", `17TRACK ${operation} answered an unexpected shape`);
    return parsed.data;
  }

  return {
    /** Starts tracking a number (uses quota once); a number already registered counts as success. */
    async register(number: string): Promise<void> {
      const { accepted, rejected } = batch("register", await call("register", [{ number }]));
      if (accepted.some((a) => a.number === number)) return;
      const refusal = rejected.find((r) => r.number === number)?.error;
      if (refusal?.code === TRACK17_CODES.alreadyRegistered) return;
      throw new Track17Error(
        "rejected",
        `17TRACK did not register ${number}: ${refusal?.message ?? "no reason given"}`,
        refusal?.code,
      );
    },

    /**
     * The latest tracking of a registered number. `not_registered` when 17TRACK does not know it;
     * a number with no information yet comes back as NotFound with no events.
     */
    async getTrackInfo(
      number: string,
    ): Promise<{ status: "ok"; info: Track17TrackInfo | null } | { status: "not_registered" }> {
      const { accepted, rejected } = batch("gettrackinfo", await call("gettrackinfo", [{ number }]));
      const found = accepted.find((a) => a.number === number);
      if (found) {
        const parsed = TrackAccepted.safeParse(found);
        if (!parsed.success)
          throw new Track17Error("malformed", `17TRACK gettrackinfo answered an unexpected track_info for ${number}`);
        return { status: "ok", info: parsed.data.track_info ?? null };
      }
      const refusal = rejected.find((r) => r.number === number)?.error;
      if (refusal?.code === TRACK17_CODES.notRegistered) return { status: "not_registered" };
      if (refusal?.code === TRACK17_CODES.noInfoYet) return { status: "ok", info: null };
      throw new Track17Error(
        "rejected",
        `17TRACK gettrackinfo refused ${number}: ${refusal?.message ?? "no reason given"}`,
        refusal?.code,
      );
    },

    /** Checks the key without using quota. */
    async getQuota(): Promise<unknown> {
      return call("getquota", []);
    },
  };
}
