import { toResponse } from "~/lib/http.server";
import { requireAdmin } from "~/modules/auth/session.server";
import { subscribersCsvStream } from "~/modules/subscribers/subscribers-admin.server";

import type { Route } from "./+types/subscribers-export";

// GET /admin/dashboard/subscribers/export: the mailing list as a streamed CSV download.
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    await requireAdmin(context.db, request);
  } catch (err) {
    return toResponse(err, context.logger);
  }
  const date = new Date().toISOString().slice(0, 10);
  return new Response(subscribersCsvStream(context.db), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
