import { jsonEndpoint, readJson } from "~/lib/http.server";
import { hitRateLimit, LIMITS } from "~/lib/rate-limit.server";
import { parseInput } from "~/lib/validation";
import { requireAdminMutation } from "~/modules/auth/session.server";
import { TrackConnectionTestSchema, TrackOrderSchema } from "~/modules/tracking/tracking.schema";
import { testTrack17Connection, trackingDeps, trackOrder } from "~/modules/tracking/tracking.server";
import { NOT_CACHED, SMALL_JSON_BODY, type RouteRules } from "~/routes/route-rules";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: SMALL_JSON_BODY } satisfies RouteRules;

// POST /api/track-order: SPEC §7 'track-order'. `{ orderNumber }` is the public lookup (rate-limited
// per IP so order numbers cannot be enumerated); `{ testConnection: true, apiKey }` is the settings
// page's 17TRACK key check, for admins only.
export const action = jsonEndpoint(
  async () => undefined,
  async ({ request, context }) => {
    const body = await readJson(request);
    if (isConnectionTest(body)) {
      await requireAdminMutation(context.db, request, "settings.manage");
      const input = parseInput(TrackConnectionTestSchema, body);
      return Response.json(await testTrack17Connection(context.db, input, trackingDeps(context)));
    }
    await hitRateLimit("trackOrder", context.clientIp, LIMITS.trackOrder);
    const input = parseInput(TrackOrderSchema, body);
    return Response.json(await trackOrder(context.db, input, trackingDeps(context, request)));
  },
);

export function loader() {
  return Response.json(
    { error: "Use POST with a JSON body { orderNumber }." },
    { status: 405, headers: { Allow: "POST" } },
  );
}

function isConnectionTest(body: unknown): boolean {
  return typeof body === "object" && body !== null && (body as { testConnection?: unknown }).testConnection === true;
}
