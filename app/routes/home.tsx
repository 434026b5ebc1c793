import { data } from "react-router";

import { StorefrontRouteError } from "~/components/storefront/route-error";
import { lazyToasterHandle } from "~/components/ui/toaster";
import { publicOrigin } from "~/lib/env.server";
import { cookieSecret } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { formAction, readForm } from "~/lib/http.server";
import { hitRateLimit, LIMITS } from "~/lib/rate-limit.server";
import { pageMeta } from "~/lib/seo";
import { parseInput } from "~/lib/validation";
import { paymentMethodsFaq } from "~/modules/payments/payment-methods";
import { paymentMode } from "~/modules/payments/payments.server";
import { HOME_SETTINGS } from "~/modules/settings/settings-views";
import { getSettingsView } from "~/modules/settings/settings.server";
import { shellSettingsOf } from "~/modules/settings/use-settings";
import { HomePage } from "~/modules/storefront/home-page";
import { homePolicies } from "~/modules/storefront/home-policies";
import { getHomeCatalog } from "~/modules/storefront/storefront.server";
import { SUBSCRIBE_TOASTS, subscribeRefusal } from "~/modules/subscribers/subscribe-messages";
import { SubscribeSchema } from "~/modules/subscribers/subscribers.schema";
import { subscribe } from "~/modules/subscribers/subscribers.server";
import { CACHED, FORM_BODY, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/home";

export const routeRules = { permission: "public", cache: CACHED, body: FORM_BODY } satisfies RouteRules;

export async function loader({ context }: Route.LoaderArgs) {
  const [catalogue, settings] = await Promise.all([
    getHomeCatalog(context.db),
    getSettingsView(context.db, HOME_SETTINGS),
  ]);
  return {
    ...catalogue,
    settings,
    policies: homePolicies(settings, paymentMethodsFaq(paymentMode(context.config))),
    origin: publicOrigin(context.config),
  };
}

/** The email collector posts here (it works without JavaScript too): its answer is a toast, never a redirect. */
export const action = formAction(
  async ({ request, context }: Route.ActionArgs) => {
    await hitRateLimit("subscribe", context.clientIp, LIMITS.subscribe);
    const input = parseInput(SubscribeSchema, formInput(await readForm(request)));
    await subscribe(context.db, input, { secret: cookieSecret(context.config) });
    return data({ ok: true, toast: SUBSCRIBE_TOASTS.success });
  },
  // the email collector answers a toast in every case, a refusal too
  ({ cause, init }) => data({ ok: false, toast: subscribeRefusal(cause) }, init),
);

export const handle = lazyToasterHandle;

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const shell = shellSettingsOf(matches);
  if (!data || !shell) return [{ title: "Retro Handhelds" }];
  const settings = { ...shell, ...data.settings };
  const url = `${data.origin}/`;
  return pageMeta({
    title: `${settings.siteName} | Retro Handheld Game Consoles`,
    description: settings.metaDescription,
    url,
    image: settings.ogImageUrl || settings.heroImageUrl || data.products[0]?.image,
    siteName: settings.siteName,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: settings.organizationName || settings.siteName,
        url: settings.organizationUrl || url,
        ...(settings.siteLogoUrl ? { logo: new URL(settings.siteLogoUrl, url).toString() } : {}),
      },
    ],
  });
};

export const ErrorBoundary = StorefrontRouteError;

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  return <HomePage {...loaderData} subscribeAnswer={actionData?.toast} />;
}
