import type { ReactNode } from "react";
import { Link } from "react-router";

import { FaqAccordion } from "~/components/storefront/faq-accordion";
import { StorefrontRouteError } from "~/components/storefront/route-error";
import { StoredText } from "~/components/storefront/text-page";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import type { SpriteIconName } from "~/components/ui/sprite-icon-names";
import { lazyToasterHandle } from "~/components/ui/toaster";
import { cn } from "~/lib/cn";
import { publicOrigin } from "~/lib/env.server";
import { sitePageMeta } from "~/lib/seo";
import { paymentMethodsFaq } from "~/modules/payments/payment-methods";
import { paymentMode } from "~/modules/payments/payments.server";
import { deliveryAreaSentence } from "~/modules/settings/delivery-destinations";
import { dispatchPromise } from "~/modules/settings/dispatch";
import { storefrontFaqs } from "~/modules/settings/policy-faqs";
import { GUARANTEE_TERMS_PATH, returnsEmailLine, returnsPolicy } from "~/modules/settings/returns-policy";
import { SUPPORT_SETTINGS } from "~/modules/settings/settings-views";
import { getSettingsView } from "~/modules/settings/settings.server";
import { addressLines, POLICIES, traderStatement } from "~/modules/settings/trader";
import { siteNameOf } from "~/modules/settings/use-settings";
import { CACHED, FORM_BODY, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/support";

export const routeRules = { permission: "public", cache: CACHED, body: FORM_BODY } satisfies RouteRules;

export async function loader({ context }: Route.LoaderArgs) {
  return {
    origin: publicOrigin(context.config),
    settings: await getSettingsView(context.db, SUPPORT_SETTINGS),
    payment: paymentMethodsFaq(paymentMode(context.config)),
  };
}

export const handle = lazyToasterHandle;

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const siteName = siteNameOf(matches);
  return sitePageMeta({
    name: "Support",
    path: "/support",
    description:
      "Shipping information, returns, contact details and answers to common questions. We reply within 24 hours.",
    siteName,
    origin: data?.origin,
  });
};

export const ErrorBoundary = StorefrontRouteError;

/** A boxed section of the page, linkable by its id (#shipping, #returns, #contact). */
function SupportCard({
  id,
  icon,
  title,
  className,
  children,
}: {
  id: string;
  icon: SpriteIconName;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("scroll-mt-32 rounded-xl border p-6", className)}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-bold">
        <SpriteIcon name={icon} className="h-5 w-5 text-primary" /> {title}
      </h2>
      {children}
    </section>
  );
}

export default function Support({ loaderData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const promise = dispatchPromise(settings);
  const email = settings.supportEmail.trim();
  const address = addressLines(settings);
  const { guarantee, cancelDays } = returnsPolicy(settings);
  const faqs = storefrontFaqs(settings, loaderData.payment);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Support</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        Everything you need to know about delivery, returns and getting help.
      </p>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <SupportCard id="shipping" icon="Truck" title="Shipping Info">
          {promise ? <p className="mt-3 font-semibold">{promise}</p> : null}
          <p className="mt-3">{deliveryAreaSentence(settings)}</p>
          <div className="mt-3">
            <StoredText
              text={settings.shippingInfo || "Standard delivery takes 3-5 business days, express 1-2 business days."}
            />
          </div>
        </SupportCard>
        <SupportCard id="returns" icon="RotateCcw" title="Return Policy">
          <p className="mt-3 text-muted-foreground">{returnsEmailLine(settings)}</p>
          <p className="mt-3 text-muted-foreground">
            {guarantee ? "You also have" : "You have"} the legal {cancelDays}-day right to cancel, and faulty goods are
            covered by the Consumer Rights Act 2015.
          </p>
          {guarantee ? (
            <Link to={GUARANTEE_TERMS_PATH} className="mt-3 block font-semibold text-primary underline">
              The guarantee&apos;s terms
            </Link>
          ) : null}
          <Link to={POLICIES.returns.path} className="mt-3 inline-block font-semibold text-primary underline">
            How to cancel or return, and the cancellation form
          </Link>
        </SupportCard>
      </div>

      <SupportCard id="contact" icon="Mail" title="Contact Us" className="mt-6">
        {email ? (
          <p className="mt-3 text-muted-foreground">
            Email us at{" "}
            <a href={`mailto:${email}`} className="font-semibold text-primary underline">
              {email}
            </a>{" "}
            with your order number if you have one.
          </p>
        ) : null}
        {settings.supportPhone ? (
          <p className="mt-2 text-muted-foreground">
            Phone:{" "}
            <a
              href={`tel:${settings.supportPhone.replace(/\s/g, "")}`}
              className="font-semibold text-primary underline"
            >
              {settings.supportPhone}
            </a>
          </p>
        ) : null}
        <p className="mt-2 flex items-center gap-2 font-medium">
          <SpriteIcon name="Clock" className="h-4 w-4 text-primary" /> We respond within 24 hours.
        </p>
        <p className="mt-4 text-sm text-muted-foreground">{traderStatement(settings)}</p>
        {address.length ? (
          <address className="text-sm text-muted-foreground not-italic">{address.join(", ")}</address>
        ) : null}
      </SupportCard>

      <section id="faq" aria-labelledby="faq-title" className="mt-12 scroll-mt-32">
        <h2 id="faq-title" className="mb-6 text-2xl font-bold">
          Frequently Asked Questions
        </h2>
        <FaqAccordion items={faqs} />
      </section>
    </div>
  );
}
