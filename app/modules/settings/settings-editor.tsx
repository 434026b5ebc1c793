import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Save, Upload } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { Tabs } from "~/components/ui/tabs";
import { useToastMessage, type ToastMessage } from "~/components/ui/use-toast-message";
import { HEX_COLOR, hexToHsl, hslToHex } from "~/lib/color";
import { useCsrfToken } from "~/modules/auth/csrf-field";
import { ListEditor } from "./list-editor";
import {
  DEFAULT_THEME_COLORS,
  ICON_NAMES,
  logoFileError,
  POLICY_TEXT_MAX,
  SettingsUpdateSchema,
  THEME_COLOR_NAMES,
  type SettingsForm,
  type ThemeColorName,
} from "./settings.schema";

type ActionResult = { ok: boolean; toast: ToastMessage; fieldErrors: Record<string, string> };
type Errors = Record<string, string>;
type IconFeature = SettingsForm["featuresList"][number];

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

const COLOR_LABELS: Record<ThemeColorName, string> = {
  primary: "Primary",
  "primary-foreground": "Text on primary",
  secondary: "Secondary",
  "secondary-foreground": "Text on secondary",
  accent: "Accent",
  "accent-foreground": "Text on accent",
  background: "Background",
  foreground: "Text",
  muted: "Muted background",
  "muted-foreground": "Muted text",
  border: "Borders",
};

const FIRST_ERRORS = (issues: Array<{ path: PropertyKey[]; message: string }>) => {
  const errors: Errors = {};
  for (const issue of issues) errors[issue.path.map(String).join(".") || "_"] ??= issue.message;
  return errors;
};

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
      const next = FIRST_ERRORS(parsed.error.issues);
      showErrors(next);
      toast.error("Error", { description: Object.values(next)[0] });
      return;
    }
    setErrors({});
    fetcher.submit({ csrf, payload: JSON.stringify(values) }, { method: "post" });
  };

  // ---- small field builders (plain functions, not components, so inputs keep focus) ----
  const text = (key: keyof SettingsForm, label: string, opts: { max?: number; hint?: string; multiline?: boolean; type?: string } = {}) => (
    <Field label={label} error={errors[key]} hint={opts.hint}>
      {opts.multiline ? (
        <Textarea value={String(values[key] ?? "")} maxLength={opts.max ?? 500} onChange={(e) => set(key, e.target.value as never)} rows={opts.max && opts.max > 1000 ? 10 : 3} />
      ) : (
        <Input type={opts.type ?? "text"} value={String(values[key] ?? "")} maxLength={opts.max ?? 200} onChange={(e) => set(key, e.target.value as never)} />
      )}
    </Field>
  );
  const toggle = (key: keyof SettingsForm, label: string) => (
    <label className="flex items-center gap-3 text-sm font-medium">
      <input type="checkbox" className="h-5 w-5 accent-[hsl(var(--primary))]" checked={Boolean(values[key])} onChange={(e) => set(key, e.target.checked as never)} />
      {label}
    </label>
  );
  const iconFeatures = (key: "featuresList" | "guaranteeFeatures", legend: string, itemLabel: string, max: number) => (
    <ListEditor<IconFeature>
      legend={legend}
      itemLabel={itemLabel}
      items={values[key]}
      max={max}
      error={errors[key]}
      onChange={(items) => set(key, items)}
      newItem={() => ({ icon: "Package", title: "", description: "" })}
      renderItem={(item, i, update) => (
        <>
          <SelectField label="Icon" value={item.icon} options={ICON_NAMES} onChange={(icon) => update({ ...item, icon: icon as IconFeature["icon"] })} error={errors[`${key}.${i}.icon`]} />
          <Field label="Title" error={errors[`${key}.${i}.title`]}>
            <Input value={item.title} maxLength={100} onChange={(e) => update({ ...item, title: e.target.value })} />
          </Field>
          <Field label="Description" error={errors[`${key}.${i}.description`]}>
            <Textarea value={item.description} maxLength={500} rows={2} onChange={(e) => update({ ...item, description: e.target.value })} />
          </Field>
        </>
      )}
    />
  );

  const stats = values.trustStats;
  const statField = (name: "customerCount" | "avgRating" | "recommendationPercent" | "guaranteeDays", label: string, step = "1") =>
    stats ? (
      <Field label={label} error={errors[`trustStats.${name}`]}>
        <Input type="number" inputMode="decimal" step={step} min={0} value={String(stats[name] ?? "")} onChange={(e) => set("trustStats", { ...stats, [name]: e.target.value })} />
      </Field>
    ) : null;
  const rangeField = (name: "viewingNowRange" | "sold24hrsRange", label: string) => {
    const [low, high] = values.urgencyConfig[name];
    const update = (index: 0 | 1, value: string) => {
      const next = [low, high] as [unknown, unknown];
      next[index] = value;
      set("urgencyConfig", { ...values.urgencyConfig, [name]: next });
    };
    return (
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-1 text-sm font-semibold">{label}</legend>
        <Field label="From" error={errors[`urgencyConfig.${name}.0`] ?? errors[`urgencyConfig.${name}`]}>
          <Input type="number" min={0} value={String(low ?? "")} onChange={(e) => update(0, e.target.value)} />
        </Field>
        <Field label="To" error={errors[`urgencyConfig.${name}.1`]}>
          <Input type="number" min={0} value={String(high ?? "")} onChange={(e) => update(1, e.target.value)} />
        </Field>
      </fieldset>
    );
  };

  const section = (title: string, children: ReactNode) => (
    <section className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );

  const content: Record<string, ReactNode> = {
    general: section(
      "General",
      <>
        {text("siteName", "Site name")}
        {text("metaDescription", "Meta description", { max: 300, multiline: true, hint: "Shown by search engines under the shop's name." })}
        {text("ogImageUrl", "Social share image URL", { max: 2000 })}
        {text("organizationName", "Organisation name")}
        {text("organizationUrl", "Organisation URL", { max: 2000 })}
        {text("announcementBar", "Announcement bar", { max: 300, hint: "Leave empty to hide the bar." })}
        {text("footerText", "Footer text", { max: 300 })}
      </>,
    ),
    branding: section(
      "Branding & Theme",
      <>
        {text("siteLogoText", "Logo text", { max: 100, hint: "Shown when there is no logo image." })}
        <LogoField url={values.siteLogoUrl ?? ""} csrf={csrf} error={errors.siteLogoUrl} onChange={(url) => set("siteLogoUrl", url)} />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">Theme colours (hex, e.g. #7c3aed; empty keeps the default)</legend>
          {THEME_COLOR_NAMES.map((name) => (
            <ColorField
              key={name}
              label={`${COLOR_LABELS[name]} colour`}
              value={values.themeColors[name] ?? ""}
              fallback={hslToHex(DEFAULT_THEME_COLORS[name]) ?? "#000000"}
              error={errors[`themeColors.${name}`]}
              onChange={(hex) => set("themeColors", { ...values.themeColors, [name]: hex })}
            />
          ))}
        </fieldset>
      </>,
    ),
    navigation: section(
      "Navigation",
      <>
        <ListEditor
          legend="Navigation items"
          itemLabel="Navigation item"
          items={values.navItems}
          max={12}
          error={errors.navItems}
          onChange={(items) => set("navItems", items)}
          newItem={() => ({ label: "", path: "/" })}
          renderItem={(item, i, update) => (
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label="Label" error={errors[`navItems.${i}.label`]}>
                <Input value={item.label} maxLength={50} onChange={(e) => update({ ...item, label: e.target.value })} />
              </Field>
              <Field label="Path" error={errors[`navItems.${i}.path`]} hint="/support, /#products or a full URL">
                <Input value={item.path} maxLength={500} onChange={(e) => update({ ...item, path: e.target.value })} />
              </Field>
            </div>
          )}
        />
        {toggle("showTrackingInNav", "Show Track Order in the navigation")}
        {toggle("showTrackingInFooter", "Show Track Order in the footer")}
      </>,
    ),
    homepage: section(
      "Homepage",
      <>
        {text("heroHeading", "Hero heading")}
        {text("heroSubtitle", "Hero subtitle", { multiline: true })}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("homepageCta", "Primary button text", { max: 60 })}
          {text("homepageSecondaryCta", "Secondary button text", { max: 60 })}
        </div>
        {text("heroImageUrl", "Hero image URL", { max: 2000 })}
        <label className="flex items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={stats !== null && stats !== undefined}
            onChange={(e) => set("trustStats", e.target.checked ? { customerCount: 2500, avgRating: 4.9, recommendationPercent: 98, guaranteeDays: 30 } : null)}
          />
          Show the trust stats strip
        </label>
        {stats ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {statField("customerCount", "Happy gamers (customer count)")}
            {statField("avgRating", "Average rating (0 to 5)", "0.1")}
            {statField("recommendationPercent", "Would recommend (%)")}
            {statField("guaranteeDays", "Guarantee (days)")}
          </div>
        ) : null}
      </>,
    ),
    sections: section(
      "Sections",
      <>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("productsSectionTitle", "Products section title")}
          {text("productsSectionSubtitle", "Products section subtitle")}
          {text("featuresSectionTitle", "Features section title")}
          {text("featuresSectionSubtitle", "Features section subtitle")}
          {text("comparisonSectionTitle", "Comparison section title")}
          {text("comparisonSectionSubtitle", "Comparison section subtitle")}
          {text("videoSectionTitle", "Video section title")}
          {text("videoSectionSubtitle", "Video section subtitle")}
        </div>
        {iconFeatures("featuresList", "Features", "Feature", 12)}
        <p className="text-sm text-muted-foreground">
          Questions and answers are edited on the{" "}
          <a href="/admin/dashboard/faq" className="font-medium text-primary underline">
            FAQs page
          </a>
          .
        </p>
      </>,
    ),
    social: section(
      "Social Proof",
      <>
        {text("socialProofTitle", "Logo strip title")}
        <ListEditor
          legend="Media logos"
          itemLabel="Media logo"
          items={values.mediaLogos}
          max={20}
          error={errors.mediaLogos}
          onChange={(items) => set("mediaLogos", items)}
          newItem={() => ({ name: "", imageUrl: "" })}
          renderItem={(item, i, update) => (
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label="Name" error={errors[`mediaLogos.${i}.name`]}>
                <Input value={item.name} maxLength={100} onChange={(e) => update({ ...item, name: e.target.value })} />
              </Field>
              <Field label="Image URL" error={errors[`mediaLogos.${i}.imageUrl`]}>
                <Input value={item.imageUrl} maxLength={2000} onChange={(e) => update({ ...item, imageUrl: e.target.value })} />
              </Field>
            </div>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {rangeField("viewingNowRange", "Viewing now (range)")}
          {rangeField("sold24hrsRange", "Sold in 24 hours (range)")}
        </div>
        {toggle("guaranteeBannerEnabled", "Show the guarantee banner")}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("guaranteeBannerTitle", "Guarantee banner title")}
          {text("guaranteeCtaText", "Guarantee button text", { max: 60 })}
        </div>
        {iconFeatures("guaranteeFeatures", "Guarantee features", "Guarantee feature", 8)}
      </>,
    ),
    checkout: section(
      "Checkout & Shipping",
      <>
        <Field label="Free delivery threshold (£)" error={errors.freeDeliveryThreshold} hint="Orders at or above this subtotal ship free.">
          <Input inputMode="decimal" value={String(values.freeDeliveryThreshold)} maxLength={12} onChange={(e) => set("freeDeliveryThreshold", e.target.value)} />
        </Field>
        {text("checkoutGuaranteeText", "Checkout guarantee text", { multiline: true })}
        <ListEditor<string>
          legend="Checkout trust badges"
          itemLabel="Trust badge"
          items={values.checkoutTrustBadges}
          max={10}
          error={errors.checkoutTrustBadges}
          onChange={(items) => set("checkoutTrustBadges", items)}
          newItem={() => ""}
          renderItem={(item, i, update) => (
            <Field label="Badge text" error={errors[`checkoutTrustBadges.${i}`]}>
              <Input value={item} maxLength={100} onChange={(e) => update(e.target.value)} />
            </Field>
          )}
        />
        {text("stripePublishableKey", "Stripe publishable key", { max: 255, hint: "pk_test_… or pk_live_…; the secret key stays in the server's environment." })}
      </>,
    ),
    tracking: section(
      "Tracking",
      <>
        {toggle("trackingPageEnabled", "Enable the order tracking page")}
        {text("trackingPageTitle", "Tracking page title")}
        {text("trackingPageSubtitle", "Tracking page subtitle")}
        <TrackingKeyField value={values.track17ApiKey ?? ""} error={errors.track17ApiKey} csrf={csrf} onChange={(key) => set("track17ApiKey", key)} />
      </>,
    ),
    email: section(
      "Email",
      <>
        {toggle("emailCollectorEnabled", "Show the email sign-up section")}
        {text("emailCollectorTitle", "Email section title")}
        {text("emailCollectorSubtitle", "Email section subtitle", { multiline: true })}
        {text("emailCollectorCta", "Email button text", { max: 60 })}
      </>,
    ),
    policies: section(
      "Policies",
      <>
        {text("shippingInfo", "Shipping info", { multiline: true, max: POLICY_TEXT_MAX })}
        {text("returnPolicy", "Return policy", { multiline: true, max: POLICY_TEXT_MAX })}
        {text("privacyPolicy", "Privacy policy", { multiline: true, max: POLICY_TEXT_MAX })}
        {text("termsOfService", "Terms of service", { multiline: true, max: POLICY_TEXT_MAX })}
      </>,
    ),
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

function SelectField({ label, value, options, onChange, error }: { label: string; value: string; options: readonly string[]; onChange: (v: string) => void; error?: string }) {
  return (
    <Field label={label} error={error}>
      <select value={value} onChange={(e) => onChange(e.target.value)} className="h-11 rounded-md border border-input bg-background px-3">
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A hex text field with a swatch; says 'Invalid hex color' as soon as the text is not one. */
function ColorField({ label, value, fallback, error, onChange }: { label: string; value: string; fallback: string; error?: string; onChange: (hex: string) => void }) {
  const invalid = value.trim() !== "" && !HEX_COLOR.test(value.trim());
  const hsl = value.trim() !== "" && !invalid ? hexToHsl(value) : null;
  const pickerId = useId();
  const normalized = hsl ? (value.trim().startsWith("#") ? value.trim() : `#${value.trim()}`) : fallback;
  return (
    <div className="flex items-start gap-2">
      <Field label={label} error={invalid ? "Invalid hex color" : error} className="flex-1">
        <Input value={value} maxLength={7} placeholder={`${fallback} (default)`} spellCheck={false} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
      </Field>
      <div className="mt-7 flex flex-col items-center">
        <label htmlFor={pickerId} className="sr-only">
          Pick {label.toLowerCase()}
        </label>
        <input
          id={pickerId}
          type="color"
          value={normalized.length === 4 ? `#${[...normalized.slice(1)].map((d) => d + d).join("")}` : normalized}
          onChange={(e) => onChange(e.target.value)}
          className="h-11 w-11 cursor-pointer rounded-md border border-input"
        />
      </div>
    </div>
  );
}

/** Logo: checked in the browser (image, under 2 MB), uploaded to the media endpoint, previewed at 40 px high. */
function LogoField({ url, csrf, error, onChange }: { url: string; csrf: string; error?: string; onChange: (url: string) => void }) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const invalid = logoFileError(file);
    if (invalid) {
      setProblem(invalid);
      toast.error("Upload Error", { description: invalid });
      if (fileRef.current) fileRef.current.value = "";
      return;
    }
    setProblem(null);
    setUploading(true);
    try {
      const body = new FormData();
      body.append("file", file);
      body.append("kind", "logo");
      const response = await fetch("/api/admin/uploads", { method: "POST", body, headers: { "X-CSRF-Token": csrf } });
      const json = (await response.json().catch(() => ({}))) as { url?: string };
      if (!response.ok || !json.url) throw new Error("upload failed");
      onChange(json.url);
      toast.success("Success", { description: "Logo uploaded successfully." });
    } catch {
      toast.error("Upload failed", { description: "Could not upload logo image." });
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-lg border p-4">
      <p className="text-sm font-semibold">Logo image</p>
      {url ? (
        <div className="flex items-center gap-4">
          <img src={url} alt="Current logo" className="max-h-10 w-auto max-w-[200px] object-contain" />
          <Button variant="ghost" size="sm" onClick={() => onChange("")}>
            Remove logo
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No logo image: the logo text is shown.</p>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-medium">
          Upload logo
        </label>
        <input
          ref={fileRef}
          id={fileId}
          type="file"
          accept="image/*"
          disabled={uploading}
          onChange={(e) => void upload(e.target.files?.[0])}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:font-medium"
          aria-describedby={`${fileId}-hint`}
        />
        <p id={`${fileId}-hint`} className="text-xs text-muted-foreground">
          {uploading ? (
            <span className="inline-flex items-center gap-1">
              <Upload aria-hidden="true" className="h-3 w-3" /> Uploading...
            </span>
          ) : (
            "An image under 2MB; shown at most 40 px high. Save settings to publish it."
          )}
        </p>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
      <Field label="Logo URL" error={error}>
        <Input value={url} maxLength={2000} onChange={(e) => onChange(e.target.value)} />
      </Field>
    </div>
  );
}

/** The 17TRACK key with its Test button; the result is said inline (SPEC §4 'Tracking API test'). */
function TrackingKeyField({ value, error, csrf, onChange }: { value: string; error?: string; csrf: string; onChange: (key: string) => void }) {
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<{ success: boolean; message: string } | null>(null);
  const FAILED = "Failed to connect. Please check your API key.";

  const test = async () => {
    setTesting(true);
    setOutcome(null);
    try {
      const response = await fetch("/api/track-order", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf },
        body: JSON.stringify({ orderNumber: "TEST-CONNECTION", testConnection: true, apiKey: value }),
      });
      const json = (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null;
      const success = response.ok && json?.success === true;
      setOutcome({ success, message: success ? "API key is valid and working" : FAILED });
      if (success) toast.success("17track API connection successful");
    } catch {
      setOutcome({ success: false, message: FAILED });
    } finally {
      setTesting(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Field label="17TRACK API key" error={error} hint="Kept on the server; never shown on the storefront.">
        <Input
          type="password"
          value={value}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setOutcome(null);
            onChange(e.target.value);
          }}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={() => void test()} disabled={testing || value.trim() === ""}>
          {testing ? "Testing..." : "Test"}
        </Button>
        <p role="status" className={outcome?.success ? "text-sm font-medium text-success" : "text-sm font-medium text-destructive"}>
          {outcome?.message ?? ""}
        </p>
      </div>
    </div>
  );
}
