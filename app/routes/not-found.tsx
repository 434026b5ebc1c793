import { data } from "react-router";
import type { Route } from "./+types/not-found";

// Any unknown path: a real 404 whose path is logged, so broken links show up in the logs.
export async function loader({ request, context }: Route.LoaderArgs) {
  context.logger.warn({ path: new URL(request.url).pathname }, "unknown route");
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
