import { useEffect, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { Form, useNavigation, useSearchParams } from "react-router";

import { CsrfField } from "~/components/admin/csrf-field";
import { SaveButton, UploadsProvider } from "~/components/admin/form-actions";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { FormAlert } from "~/components/ui/form-alert";
import { Tabs } from "~/components/ui/tabs";
import type { ActionResult } from "~/components/ui/use-action-feedback";
import { formEntries } from "~/lib/form-input";

import { settingsFields } from "./settings-fields";
import { SettingsUpdateSchema, type SettingsForm } from "./settings.schema";
import { BrandingTab } from "./tabs/branding-tab";
import { BusinessTab } from "./tabs/business-tab";
import { CheckoutTab } from "./tabs/checkout-tab";
import { EmailTab } from "./tabs/email-tab";
import { GeneralTab } from "./tabs/general-tab";
import { HomepageTab } from "./tabs/homepage-tab";
import { NavigationTab } from "./tabs/navigation-tab";
import { PoliciesTab } from "./tabs/policies-tab";
import { SectionsTab } from "./tabs/sections-tab";
import { SocialProofTab } from "./tabs/social-tab";
import { TrackingTab } from "./tabs/tracking-tab";
import { TRADER_KEYS } from "./trader";

// The settings editor: one form over ten tabs (one file each under tabs/), on the admin form kit
// (Conform, checked with the server's schema). Only the open tab's fields are on the page, so each
// label is said once; the other tabs' values ride along as hidden fields, so Save posts the whole
// record, with or without JavaScript. Without it, each tab is a link (?tab=) the server renders.

const TABS: Array<{ id: string; label: string; fields: Array<keyof SettingsForm> }> = [
  {
    id: "general",
    label: "General",
    fields: [
      "siteName",
      "metaDescription",
      "ogImageUrl",
      "organizationName",
      "organizationUrl",
      "announcementBar",
      "footerText",
    ],
  },
  { id: "branding", label: "Branding & Theme", fields: ["siteLogoText", "siteLogoUrl", "themeColors"] },
  { id: "navigation", label: "Navigation", fields: ["navItems", "showTrackingInNav", "showTrackingInFooter"] },
  {
    id: "homepage",
    label: "Homepage",
    fields: ["heroHeading", "heroSubtitle", "homepageCta", "homepageSecondaryCta", "heroImageUrl", "trustStats"],
  },
  {
    id: "sections",
    label: "Sections",
    fields: [
      "productsSectionTitle",
      "productsSectionSubtitle",
      "featuresSectionTitle",
      "featuresSectionSubtitle",
      "comparisonSectionTitle",
      "comparisonSectionSubtitle",
      "videoSectionTitle",
      "videoSectionSubtitle",
      "featuresList",
    ],
  },
  {
    id: "social",
    label: "Social Proof",
    fields: [
      "socialProofTitle",
      "mediaLogos",
      "showSoldRecently",
      "soldRecentlyMinimum",
      "reviewRequestDays",
      "guaranteeBannerEnabled",
      "guaranteeCtaText",
      "guaranteeFeatures",
    ],
  },
  {
    id: "checkout",
    label: "Checkout & Shipping",
    fields: [
      "freeDeliveryThreshold",
      "dispatchCutoff",
      "dispatchDays",
      "standardDeliveryMinDays",
      "standardDeliveryMaxDays",
      "expressDeliveryMinDays",
      "expressDeliveryMaxDays",
      "closedDates",
      "checkoutTrustBadges",
      "stripePublishableKey",
    ],
  },
  {
    id: "tracking",
    label: "Tracking",
    fields: ["trackingPageEnabled", "trackingPageTitle", "trackingPageSubtitle", "track17ApiKey"],
  },
  {
    id: "email",
    label: "Email",
    fields: [
      "emailCollectorEnabled",
      "emailCollectorTitle",
      "emailCollectorSubtitle",
      "emailCollectorCta",
      "newOrderEmailEnabled",
      "orderNotificationEmail",
    ],
  },
  {
    id: "business",
    label: "Business",
    // the trader's identity (the site name is on General) and how long customers' details are kept
    fields: [...TRADER_KEYS.filter((key) => key !== "siteName"), "customerRetentionYears"],
  },
  {
    id: "policies",
    label: "Policies",
    fields: [
      "guaranteeEnabled",
      "guaranteeDays",
      "guaranteeReturnPostage",
      "guaranteeRefundDays",
      "deliveryCountries",
      "shippingInfo",
      "returnPolicy",
      "privacyPolicy",
      "termsOfService",
    ],
  },
];

/** The tab a field is on, from its Conform name or dotted path ("navItems[0].label", "themeColors.primary"). */
function tabOf(name: string): string | undefined {
  const field = name.split(/[.[]/)[0];
  return TABS.find((t) => t.fields.includes(field as keyof SettingsForm))?.id;
}

/** The tab of the server's first refusal, if the last save was refused. */
function refusedTab(result: ActionResult): string | undefined {
  const first = result && !result.ok ? Object.keys(result.fieldErrors ?? {})[0] : undefined;
  return first ? tabOf(first) : undefined;
}

export function SettingsEditor({
  initial,
  result,
  locked = [],
}: {
  initial: SettingsForm;
  result: ActionResult;
  locked?: readonly string[];
}) {
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<SettingsForm>(initial);
  const [tab, setTab] = useState(
    () => refusedTab(result) ?? TABS.find((t) => t.id === searchParams.get("tab"))?.id ?? "general",
  );
  // a refusal in the browser opens the tab of its first field before the kit focuses that field
  const form = useAdminForm(SettingsUpdateSchema, result, {
    reveal: (name) => flushSync(() => setTab((open) => tabOf(name) ?? open)),
  });
  const busy = useNavigation().state === "submitting";

  useEffect(() => {
    const refused = refusedTab(result);
    if (refused) setTab(refused);
  }, [result]);

  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const f = settingsFields({ values, errors: form.fieldErrors, set, locked });

  const content: Record<string, ReactNode> = {
    general: <GeneralTab f={f} />,
    branding: <BrandingTab f={f} />,
    navigation: <NavigationTab f={f} />,
    homepage: <HomepageTab f={f} />,
    sections: <SectionsTab f={f} />,
    social: <SocialProofTab f={f} />,
    checkout: <CheckoutTab f={f} />,
    tracking: <TrackingTab f={f} />,
    email: <EmailTab f={f} />,
    business: <BusinessTab f={f} />,
    policies: <PoliciesTab f={f} />,
  };
  const invalidTabs = new Set(Object.keys(form.fieldErrors).map(tabOf));
  const kept = TABS.filter((t) => t.id !== tab).flatMap((t) =>
    formEntries(Object.fromEntries(t.fields.map((field) => [field, values[field]]))),
  );

  return (
    <UploadsProvider>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-6 pb-24">
        <CsrfField />
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Tabs
          label="Settings sections"
          value={tab}
          onValueChange={setTab}
          hrefOf={(id) => `?tab=${id}`}
          tabs={TABS.map((t) => ({ id: t.id, label: t.label, content: content[t.id], invalid: invalidTabs.has(t.id) }))}
        />
        {/* in the flow, not the sticky bar: on a phone the bar stays small; the field's own message and its tab say
           it too */}
        <FormAlert title={form.problem?.title ?? "Validation Error"} message={form.problem?.message} />
        <div className="sticky bottom-0 -mx-4 flex justify-end border-t bg-background/95 p-4 md:-mx-8 md:px-8">
          <SaveButton busy={busy} label="Save Settings" />
        </div>
      </Form>
    </UploadsProvider>
  );
}
