import { describe, expect, it } from "vitest";

import { countryName, isFinalStatus, mapTrackInfo, STATUS_TEXT } from "./track17.server";

const event = (time_iso: string, description: string, location: string | null = null) => ({
  time_iso,
  description,
  location,
});

describe("mapTrackInfo", () => {
  it("puts every carrier's events together, newest first, comparing real instants across offsets", () => {
    const tracking = mapTrackInfo({
      latest_status: { status: "InTransit" },
      shipping_info: { shipper_address: { country: "CN" }, recipient_address: { country: "GB" } },
      tracking: {
        providers: [
          { provider: { name: "Royal Mail" }, events: [event("2026-11-19T06:40:00+00:00", "Arrived", "Leeds")] },
          // 08:00 in Shenzhen is 00:00 UTC: earlier than 06:40 UTC, later than 23:00 UTC the day before.
          {
            provider: { name: "China Post" },
            events: [event("2026-11-19T08:00:00+08:00", "Departed"), event("2026-11-18T23:00:00+00:00", "Accepted")],
          },
        ],
      },
    });
    expect(tracking.carrier_name).toBe("Royal Mail");
    expect(tracking.events.map((e) => e.status)).toEqual(["Arrived", "Departed", "Accepted"]);
    expect(tracking.events[0].location).toBe("Leeds");
    expect(tracking.events[1].location).toBeNull();
    expect(tracking.origin_country).toBe("China");
    expect(tracking.destination_country).toBe("United Kingdom");
  });

  it("says every 17TRACK status in plain words", () => {
    const statuses = [
      "NotFound",
      "InfoReceived",
      "InTransit",
      "Expired",
      "AvailableForPickup",
      "OutForDelivery",
      "DeliveryFailure",
      "Delivered",
      "Exception",
    ];
    for (const status of statuses) {
      const text = mapTrackInfo({ latest_status: { status } }).status_text;
      expect(text).toBe(STATUS_TEXT[status]);
      expect(text).not.toMatch(/[a-z][A-Z]/); // no CamelCase codes leak through
    }
    expect(mapTrackInfo({ latest_status: { status: "SomethingNew" } }).status_text).toBe("Tracking update received");
  });

  it("copes with a parcel that has no information yet", () => {
    expect(mapTrackInfo(null)).toEqual({
      carrier_name: null,
      status_text: "Awaiting carrier update",
      origin_country: null,
      destination_country: null,
      events: [],
    });
  });

  it("skips events without a usable time", () => {
    const tracking = mapTrackInfo({
      tracking: { providers: [{ events: [event("not a date", "Odd"), { time_iso: null, description: "None" }] }] },
    });
    expect(tracking.events).toEqual([]);
  });

  it("knows when a parcel's journey is over", () => {
    expect(isFinalStatus({ latest_status: { status: "Delivered" } })).toBe(true);
    expect(isFinalStatus({ latest_status: { status: "InTransit" } })).toBe(false);
  });
});

describe("countryName", () => {
  it("names ISO codes in British English and keeps anything else", () => {
    expect(countryName("GB")).toBe("United Kingdom");
    expect(countryName("us")).toBe("United States");
    expect(countryName("Germany")).toBe("Germany");
    expect(countryName("")).toBeNull();
    expect(countryName(null)).toBeNull();
  });
});
