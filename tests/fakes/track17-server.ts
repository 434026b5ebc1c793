// A fake 17TRACK API v2.2 on 127.0.0.1, for tests only. It speaks the real protocol (POST JSON
// arrays to /register, /gettrackinfo and /getquota with the key in the `17token` header; answers
// `{ code, data: { accepted, rejected } }`) and serves canned parcels chosen by the tracking
// number's prefix, so every test can use its own unique number:
//
//   TRANSIT-*  in transit, two carriers, five events     DELIVERED-*  delivered
//   NEW-*      registered, nothing scanned yet           NOINFO-*     gettrackinfo says "no info yet"
//   SLOW-*     answers after 10 s                        LIMIT-*      HTTP 429
//   BROKEN-*   HTML instead of JSON                      HALF-*       JSON of the wrong shape
//   BADNUM-*   register refuses the number               anything else: in transit
//
// Keys: "fake-17track-key" works; "fake-17track-key-disabled" gets HTTP 200 with the account-disabled
// code; any other key gets HTTP 401 with -18010002.
//
// Run alone: npx tsx tests/fakes/track17-server.ts --port 4339
import http, { type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";

export const FAKE_TRACK17_KEY = "fake-17track-key";
export const FAKE_TRACK17_DISABLED_KEY = "fake-17track-key-disabled";

const address = (country: string | null, city: string | null = null) => ({
  country,
  state: null,
  city,
  street: null,
  postal_code: null,
  coordinates: { longitude: null, latitude: null },
});
const event = (time_iso: string, description: string, location: string, stage: string | null = null) => ({
  time_iso,
  time_utc: new Date(time_iso).toISOString().replace(".000Z", "Z"),
  description,
  location,
  stage,
  address: address(null),
});
const provider = (key: number, name: string, events: ReturnType<typeof event>[]) => ({
  provider: { key, name, alias: name, tel: null, homepage: null, country: "" },
  service_type: null,
  latest_sync_status: "Success",
  latest_sync_time: "2026-11-20T08:00:00Z",
  events_hash: 1,
  events,
});
const trackInfo = (
  status: string,
  providers: ReturnType<typeof provider>[],
  { from = "CN", to = "GB" }: { from?: string | null; to?: string | null } = {},
) => ({
  shipping_info: { shipper_address: address(from), recipient_address: address(to) },
  latest_status: { status, sub_status: `${status}_Other`, sub_status_descr: null },
  latest_event: providers[0]?.events[0] ?? null,
  time_metrics: null,
  milestone: [],
  misc_info: null,
  tracking: { providers_hash: 1, providers },
});

export const CANNED: Record<string, () => unknown> = {
  TRANSIT: () =>
    trackInfo("InTransit", [
      provider(11031, "Royal Mail", [
        event("2026-11-19T06:40:00+00:00", "Arrived at delivery office", "Leeds Mail Centre, GB"),
        event("2026-11-18T21:05:00+00:00", "Cleared customs", "London Heathrow, GB"),
      ]),
      provider(3011, "China Post", [
        event("2026-11-16T14:30:00+08:00", "Departed from origin country", "Shenzhen, CN"),
        event("2026-11-15T10:00:00+08:00", "Item accepted by carrier", "Shenzhen, CN", "PickedUp"),
        event("2026-11-14T18:20:00+08:00", "Shipment information received", "CN", "InfoReceived"),
      ]),
    ]),
  DELIVERED: () =>
    trackInfo("Delivered", [
      provider(11031, "Royal Mail", [
        event("2026-11-20T13:12:00+00:00", "Delivered and signed for", "Leeds, GB", "Delivered"),
        event("2026-11-20T07:45:00+00:00", "Out for delivery", "Leeds Mail Centre, GB", "OutForDelivery"),
      ]),
    ]),
  NEW: () => trackInfo("NotFound", [], { from: null, to: null }),
};

function cannedFor(number: string) {
  const prefix = number.split("-")[0].toUpperCase();
  return (CANNED[prefix] ?? CANNED.TRANSIT)();
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
};
const failure = (code: number, message: string) => ({ code, data: { errors: [{ code, message }] } });
const scenario = (numbers: string[]) => numbers.map((n) => n.split("-")[0].toUpperCase());

export type FakeTrack17Call = { operation: string; numbers: string[]; key: string };
export type FakeTrack17 = {
  url: string;
  calls: FakeTrack17Call[];
  registered: Set<string>;
  callsFor: (operation: string, number: string) => FakeTrack17Call[];
  close: () => Promise<void>;
};

/** Starts the fake; `calls` records every request (operation, numbers, key) for assertions. */
export async function startTrack17Fake({
  port = 0,
  host = "127.0.0.1",
  slowMs = 10_000,
}: { port?: number; host?: string; slowMs?: number } = {}): Promise<FakeTrack17> {
  const calls: FakeTrack17Call[] = [];
  const registered = new Set<string>();
  const server = http.createServer((req, res) => {
    if (req.method === "GET" && req.url === "/healthz") return json(res, 200, { status: "ok" });
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", async () => {
      const operation = (req.url ?? "").replace(/^.*\//, "");
      const key = String(req.headers["17token"] ?? "");
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : [];
      } catch {
        return json(res, 200, failure(-18010012, "The format of data is invalid."));
      }
      const numbers = Array.isArray(body)
        ? body.map((item: { number?: unknown } | null) => String(item?.number ?? ""))
        : [];
      calls.push({ operation, numbers, key });

      if (req.method !== "POST") return json(res, 405, failure(-18010013, "Method not allowed."));
      if (key === FAKE_TRACK17_DISABLED_KEY) return json(res, 200, failure(-18010004, "The account is disabled."));
      if (key !== FAKE_TRACK17_KEY) return json(res, 401, failure(-18010002, "Invalid security key."));

      const kinds = scenario(numbers);
      if (kinds.includes("SLOW")) {
        await sleep(slowMs);
        if (res.destroyed || req.destroyed) return;
      }
      if (kinds.includes("LIMIT")) return json(res, 429, failure(-18010005, "Too many requests."));
      if (kinds.includes("BROKEN")) {
        res.writeHead(200, { "Content-Type": "text/html" });
        return res.end("<html><body>Bad gateway</body></html>");
      }

      if (operation === "getquota") {
        return json(res, 200, {
          code: 0,
          data: {
            quota_total: 100,
            quota_used: registered.size,
            quota_remain: 100 - registered.size,
            max_track_daily: 1000,
          },
        });
      }
      if (operation === "register") {
        const accepted: unknown[] = [];
        const rejected: unknown[] = [];
        for (const number of numbers) {
          if (scenario([number])[0] === "BADNUM") {
            rejected.push({ number, error: { code: -18019903, message: "Carrier cannot be detected." } });
          } else if (registered.has(number)) {
            rejected.push({
              number,
              error: {
                code: -18019901,
                message: `The tracking number '${number}' has been registered, don't need to repeat registration.`,
              },
            });
          } else {
            registered.add(number);
            accepted.push({ number, carrier: 11031, origin: 1 });
          }
        }
        return json(res, 200, { code: 0, data: { accepted, rejected } });
      }
      if (operation === "gettrackinfo") {
        const accepted: unknown[] = [];
        const rejected: unknown[] = [];
        for (const number of numbers) {
          const kind = scenario([number])[0];
          if (!registered.has(number)) {
            rejected.push({
              number,
              error: {
                code: -18019902,
                message: `The tracking number '${number}' does not register, please register first.`,
              },
            });
          } else if (kind === "NOINFO") {
            rejected.push({ number, error: { code: -18019909, message: "No tracking information at this time." } });
          } else if (kind === "HALF") {
            accepted.push({ number, carrier: 11031, track_info: { tracking: { providers: "not a list" } } });
          } else {
            accepted.push({ number, carrier: 11031, param: null, tag: "", track_info: cannedFor(number) });
          }
        }
        return json(res, 200, { code: 0, data: { accepted, rejected } });
      }
      return json(res, 404, failure(-18010013, "Unknown operation."));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actual}`,
    calls,
    registered,
    /** calls of one operation for one number */
    callsFor: (operation, number) => calls.filter((c) => c.operation === operation && c.numbers.includes(number)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const portArg = process.argv.indexOf("--port");
  const port = Number(portArg > 0 ? process.argv[portArg + 1] : (process.env.PORT ?? 4339));
  const fake = await startTrack17Fake({ port });
  console.log(`fake 17TRACK listening on ${fake.url}`);
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.on(signal, () => fake.close().then(() => process.exit(0)));
}
