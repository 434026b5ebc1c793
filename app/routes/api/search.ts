import { jsonLoader, methodNotAllowed, queryOf } from "~/lib/http.server";
import { parseInput } from "~/lib/validation";
import { searchCatalog } from "~/modules/catalog/catalog-search.server";
import { SearchQuerySchema } from "~/modules/catalog/listing.schema";
import { JSON_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

/** Items the header's instant list shows. */
const INSTANT_ITEMS = 6;

export const routeRules = { permission: "public", cache: NOT_CACHED, body: JSON_BODY } satisfies RouteRules;

// `GET /api/search?q=`: the header's instant list, from the search the results page runs. When nothing matches,
// the closest items stand in for the results (total 0 says so). The same for everyone: cached briefly.
export const loader = jsonLoader(async ({ request, context }) => {
  const query = parseInput(SearchQuerySchema, queryOf(request));
  const found = await searchCatalog(context.db, { ...query, page: 1 }, INSTANT_ITEMS);
  return Response.json(
    { q: found.q, total: found.total, items: found.total ? found.items : found.suggestions },
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
});

/** Anything but GET is a clear 405, not a router error. */
export function action() {
  return methodNotAllowed("GET");
}
