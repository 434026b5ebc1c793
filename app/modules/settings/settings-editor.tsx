import { useEffect, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Save } from "lucide-react";
import { useCsrfToken } from "~/components/admin/csrf-field";
import { Button } from "~/components/ui/button";
import { Tabs } from "~/components/ui/tabs";
import { useToastMessage } from "~/components/ui/use-toast-message";
import { CSRF_FIELD } from "~/lib/csrf";
import type { ToastMessage } from "~/lib/toast-message";
import { fieldErrorsFrom } from "~/lib/validation";
import { settingsFields, type Errors } from "./settings-fields";
import { SettingsUpdateSchema, type SettingsForm } from "./settings.schema";
import { BrandingTab } from "./tabs/branding-tab";
import { CheckoutTab } from "./tabs/checkout-tab";
import { EmailTab } from "./tabs/email-tab";
import { GeneralTab } from "./tabs/general-tab";
import { HomepageTab } from "./tabs/homepage-tab";
import { NavigationTab } from "./tabs/navigation-tab";
import { PoliciesTab } from "./tabs/policies-tab";
import { SectionsTab } from "./tabs/sections-tab";
import { SocialProofTab } from "./tabs/social-tab";
import { TrackingTab } from "./tabs/tracking-tab";

// The settings editor: one form over ten tabs (one file each under tabs/), validated with the
// server's schema before it is sent, the first error's tab opened.

type ActionResult = { ok: boolean; toast: ToastMessage; fieldErrors: Record<string, string> };

// Which tab each top-level field lives on, so a save error can open the right tab.
const TAB_OF: Record<string, string> = {};
const TABS: Array<{ id: string; label: string; fields: string[] }> = [
  { id: "general", label: "General", fields: ["siteName", "metaDescription", "ogImageUrl", "organizationName", "organizationUrl", "announcementBar", "footerText"] },
  { id: "branding", label: "Branding & Theme", fields: ["siteLogoText", "siteLogoUrl", "themeColors"] },
  { id: "navigation", label: "Navigation", fields: ["navItems", "showTrackingInNav", "showTrackingInFooter"] },
  { id: "homepage", label: "Homepage", fields: ["heroHeading", "heroSubtitle", "homepageCta", "homepageSecondaryCta", "heroImageUrl", "trustStats"] },
  {
    id: "sections",
    label: "Sections",
    fields: [
      "productsSectionTitle", "productsSectionSubtitle", "featuresSectionTitle", "featuresSectionSubtitle", "comparisonSectionTitle",
      "comparisonSectionSubtitle", "videoSectionTitle", "videoSectionSubtitle", "featuresList",
    ],
  },
  {
    id: "social",
    label: "Social Proof",
    fields: ["socialProofTitle", "mediaLogos", "urgencyConfig", "guaranteeBannerEnabled", "guaranteeBannerTitle", "guaranteeCtaText", "guaranteeFeatures"],
  },
  { id: "checkout", label: "Checkout & Shipping", fields: ["freeDeliveryThreshold", "checkoutGuaranteeText", "checkoutTrustBadges", "stripePublishableKey"] },
  { id: "tracking", label: "Tracking", fields: ["trackingPageEnabled", "trackingPageTitle", "trackingPageSubtitle", "track17ApiKey"] },
  { id: "email", label: "Email", fields: ["emailCollectorEnabled", "emailCollectorTitle", "emailCollectorSubtitle", "emailCollectorCta"] },
  { id: "policies", label: "Policies", fields: ["shippingInfo", "returnPolicy", "privacyPolicy", "termsOfService"] },
];
for (const tab of TABS) for (const field of tab.fields) TAB_OF[field] = tab.id;


export function SettingsEditor({ initial }: { initial: SettingsForm }) {
  const [values, setValues] = useState<SettingsForm>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [tab, setTab] = useState("general");
  const fetcher = useFetcher<ActionResult>();
  const csrf = useCsrfToken();
  const saving = fetcher.state !== "idle";
  const result = fetcher.data;
  useToastMessage(result?.toast);

  useEffect(() => {
    if (fetcher.state === "idle" && result && !result.ok) showErrors(result.fieldErrors);
  }, [fetcher.state, result]);

  function showErrors(next: Errors) {
    setErrors(next);
    const first = Object.keys(next)[0];
    const firstTab = first ? TAB_OF[first.split(".")[0]] : undefined;
    if (firstTab) setTab(firstTab);
  }

  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // an edited field's error goes away; the hex check below re-adds its own at once
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== key && !k.startsWith(`${String(key)}.`))));
  };

  const save = () => {
    const parsed = SettingsUpdateSchema.safeParse(values);
    if (!parsed.success) {
      const next = fieldErrorsFrom(parsed.error.issues);
      showErrors(next);
      toast.error("Error", { description: Object.values(next)[0] });
      return;
    }
    setErrors({});
    fetcher.submit({ [CSRF_FIELD]: csrf, payload: JSON.stringify(values) }, { method: "post" });
  };

  const f = settingsFields({ values, errors, set });

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
    policies: <PoliciesTab f={f} />,
  };

  const invalidTabs = new Set(Object.keys(errors).map((k) => TAB_OF[k.split(".")[0]]));

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      className="flex flex-col gap-6 pb-24"
    >
      <Tabs
        label="Settings sections"
        value={tab}
        onValueChange={setTab}
        tabs={TABS.map((t) => ({ id: t.id, label: t.label, content: content[t.id], invalid: invalidTabs.has(t.id) }))}
      />
      <div className="sticky bottom-0 -mx-4 flex justify-end border-t bg-background/95 p-4 md:-mx-8 md:px-8">
        <Button type="submit" disabled={saving}>
          <Save aria-hidden="true" className="h-4 w-4" /> {saving ? "Saving..." : "Save Settings"}
        </Button>
      </div>
    </form>
  );
}
