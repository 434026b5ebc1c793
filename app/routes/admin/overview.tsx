import type { Route } from "./+types/overview";
import { requireAdminPage } from "~/modules/auth/session.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context.db, request);
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Dashboard · Admin" }];

export default function Overview() {
  return <h1 className="text-2xl font-bold">Dashboard</h1>;
}
