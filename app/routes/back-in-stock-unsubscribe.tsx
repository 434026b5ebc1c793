import { Form } from "react-router";

import { Button } from "~/components/ui/button";
import { cookieSecret } from "~/lib/flash.server";
import { formAction } from "~/lib/http.server";
import { unlistedPageMeta } from "~/lib/seo";
import { isUnsubscribeToken, unsubscribeBackInStock } from "~/modules/alerts/back-in-stock.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/back-in-stock-unsubscribe";

// The unsubscribe link of a back-in-stock email. A GET only asks (mail scanners follow links); the
// button's POST deletes every request of the address the signed token names.

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

export function loader({ params, context }: Route.LoaderArgs) {
  return { valid: isUnsubscribeToken(cookieSecret(context.config), params.token) };
}

export const action = formAction(async ({ params, context }: Route.ActionArgs) => {
  return {
    ok: true as const,
    ...(await unsubscribeBackInStock(context.db, cookieSecret(context.config), params.token)),
  };
});

export const meta: Route.MetaFunction = () => unlistedPageMeta("Back-in-stock emails");

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold">Back-in-stock emails</h1>
      {actionData?.ok ? (
        <p role="status" className="mt-4">
          Done: you will get no more back-in-stock emails from us, and we no longer hold your address for them.
        </p>
      ) : !loaderData.valid || actionData ? (
        <p role="alert" className="mt-4">
          {actionData && !actionData.ok
            ? actionData.error
            : "This unsubscribe link is not valid. Please use the one in your email."}
        </p>
      ) : (
        <Form method="post" className="mt-4 flex flex-col items-start gap-4">
          <p>Stop every back-in-stock email to your address, and delete it from our list?</p>
          <Button type="submit">Unsubscribe</Button>
        </Form>
      )}
    </div>
  );
}
