import { ConfirmAddressPage } from "~/components/storefront/confirm-address-page";
import { confirmLinkRoute } from "~/lib/confirm-link.server";
import { unlistedPageMeta } from "~/lib/seo";
import { confirmSubscription, isSubscriptionToken } from "~/modules/subscribers/subscribers.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/subscribe-confirm";

// The mailing list's confirmation link (double opt-in): the address joins the list when its owner presses
// the button here.

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

const link = confirmLinkRoute(isSubscriptionToken, confirmSubscription);
export const loader = link.loader;
export const action = link.action;

export const meta: Route.MetaFunction = () => unlistedPageMeta("Confirm your subscription");

export default function SubscribeConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ConfirmAddressPage
      title="Confirm your subscription"
      question="Join our mailing list with this email address? You can leave it at any time."
      done="Thank you: your subscription is confirmed."
      valid={loaderData.valid}
      answer={actionData}
    />
  );
}
