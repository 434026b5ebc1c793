import { describe, expect, it } from "vitest";

import { formEntries } from "~/lib/form-input";
import type { ToastMessage } from "~/lib/toast-message";
import { SettingsUpdateSchema, toSettingsForm, type SettingsForm } from "~/modules/settings/settings.schema";
import { getPublicSettings, getSettings, updateSettings } from "~/modules/settings/settings.server";
import { loader as rootLoader } from "~/root";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin/settings";
import { loader as homeLoader } from "~/routes/home";

import { createAdminSession } from "../support/factories";
import { redirectedWithToast, routeArgs, routeOutcome } from "../support/route-context";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();

/** Saves the editor as a browser posts it: every field by its Conform name, with the CSRF token. */
type Answer = {
  status: number;
  location?: string | null;
  toast?: ToastMessage | null;
  ok?: boolean;
  message?: string;
  error?: string;
  fieldErrors?: Record<string, string>;
};

async function save(form: SettingsForm, opts: { csrf?: string } = {}): Promise<Answer> {
  const { cookie, csrfToken } = await createAdminSession(db);
  const request = new Request("http://localhost/admin/dashboard/settings", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams([["csrf", opts.csrf ?? csrfToken], ...formEntries(form)]),
  });
  const answer = await settingsAction(routeArgs(db, request)).catch((thrown: unknown) => thrown);
  // a save redirects back to the editor with a flash toast; a refusal is the form's data with its status
  if (answer instanceof Response) return redirectedWithToast(answer);
  const { status, body } = await routeOutcome(() => answer);
  return {
    status,
    ...(body as Omit<Answer, "status">),
  };
}

const currentForm = async () => toSettingsForm(await getSettings(db));

describe("settings editor", () => {
  it("saves every tab's fields at once, storing hex colours as HSL and the threshold in pence", async () => {
    await resetDb(db);
    const form = await currentForm();
    const result = await save({
      ...form,
      heroHeading: "Play the classics again",
      themeColors: { ...form.themeColors, primary: "#ff0000", accent: "0f0" },
      freeDeliveryThreshold: "75.50",
      navItems: [...form.navItems, { label: "Blog", path: "https://blog.example.com" }],
      checkoutTrustBadges: ["Fast dispatch"],
      mediaLogos: [
        { name: "Retro Weekly", imageUrl: "/uploads/retro-weekly.webp", url: "https://retro.example/review" },
      ],
      trustStats: null,
      track17ApiKey: "secret-17track-key",
      privacyPolicy: "We keep your data safe.",
    });
    expect(result).toMatchObject({
      status: 303,
      location: "/admin/dashboard/settings",
      toast: { kind: "success", title: "Success", description: "Settings saved successfully." },
    });
    const stored = await getSettings(db);
    expect(stored).toMatchObject({
      heroHeading: "Play the classics again",
      themeColors: { primary: "0 100% 50%", accent: "120 100% 50%" },
      freeDeliveryThreshold: 7550,
      checkoutTrustBadges: ["Fast dispatch"],
      mediaLogos: [
        { name: "Retro Weekly", imageUrl: "/uploads/retro-weekly.webp", url: "https://retro.example/review" },
      ],
      trustStats: null,
      privacyPolicy: "We keep your data safe.",
    });
    expect(stored.navItems.at(-1)).toEqual({ label: "Blog", path: "https://blog.example.com" });
    // and the editor shows the colour back as hex
    expect(toSettingsForm(stored).themeColors.primary).toBe("#ff0000");
  });

  it("shows the change to the storefront on its next request, without the 17TRACK key", async () => {
    await resetDb(db);
    await save({ ...(await currentForm()), heroHeading: "Fresh from the admin", track17ApiKey: "never-public-key" });
    // The home page's copy comes with the home page; every page's shell with the root.
    const root = await rootLoader(routeArgs(db, new Request("http://localhost/")));
    const home = await homeLoader(routeArgs(db, new Request("http://localhost/")));
    expect(home.settings.heroHeading).toBe("Fresh from the admin");
    expect(JSON.stringify(root)).not.toContain("never-public-key");
    expect(JSON.stringify(home)).not.toContain("never-public-key");
    expect(JSON.stringify(await getPublicSettings(db))).not.toContain("never-public-key");
  });

  it("reads a box left unticked as off and a list emptied out as empty, as a browser posts them", async () => {
    await resetDb(db);
    const form = await currentForm();
    expect(form.showTrackingInNav && form.navItems.length > 0).toBe(true);
    const result = await save({ ...form, showTrackingInNav: false, navItems: [], guaranteeBannerEnabled: true });
    expect(result).toMatchObject({ status: 303, toast: { description: "Settings saved successfully." } });
    expect(await getSettings(db)).toMatchObject({
      showTrackingInNav: false,
      navItems: [],
      guaranteeBannerEnabled: true,
    });
  });

  it("refuses a bad hex colour with 'Invalid hex color' and saves nothing", async () => {
    await resetDb(db);
    const before = await getSettings(db);
    const form = await currentForm();
    const result = await save({
      ...form,
      heroHeading: "Should not be saved",
      themeColors: { ...form.themeColors, primary: "#12345g" },
    });
    expect(result.status).toBe(400);
    expect(result).toMatchObject({
      ok: false,
      error: "Invalid hex color",
      fieldErrors: { "themeColors.primary": "Invalid hex color" },
    });
    expect((await getSettings(db)).heroHeading).toBe(before.heroHeading);
  });

  it("checks its own input when called without the page, storing the threshold in pence", async () => {
    await resetDb(db);
    const form = await currentForm();
    await expect(
      updateSettings(db, { ...form, themeColors: { ...form.themeColors, primary: "red" } }),
    ).rejects.toMatchObject({ code: "invalid_input", message: "Invalid hex color" });
    expect((await updateSettings(db, { ...form, freeDeliveryThreshold: "60.00" })).freeDeliveryThreshold).toBe(6000);
  });

  it("refuses unsafe or malformed URLs and oversize texts, and saves nothing", async () => {
    await resetDb(db);
    const before = await getSettings(db);
    const form = await currentForm();
    const cases: Array<[Partial<SettingsForm>, string, string]> = [
      [{ siteLogoUrl: "javascript:alert(1)" }, "siteLogoUrl", "Must be a valid URL"],
      [{ ogImageUrl: "not a url" }, "ogImageUrl", "Must be a valid URL"],
      [
        { navItems: [{ label: "Evil", path: "javascript:alert(1)" }] },
        "navItems.0.path",
        "Path must start with / or be a full http(s) URL",
      ],
      [{ heroHeading: "x".repeat(201) }, "heroHeading", "Hero heading must be at most 200 characters"],
      [{ privacyPolicy: "x".repeat(20001) }, "privacyPolicy", "Privacy policy must be at most 20000 characters"],
      [{ heroHeading: "   " }, "heroHeading", "Hero heading is required"],
      [{ freeDeliveryThreshold: "-5" }, "freeDeliveryThreshold", "Enter an amount in pounds, e.g. 50.00"],
      [
        { featuresList: [{ icon: "Skull" as never, title: "x", description: "" }] },
        "featuresList.0.icon",
        "Choose an icon from the list",
      ],
      [
        { mediaLogos: [{ name: "Retro Weekly", imageUrl: "/uploads/retro-weekly.webp", url: "javascript:alert(1)" }] },
        "mediaLogos.0.url",
        "Must be a valid URL",
      ],
      [{ dispatchCutoff: "2pm" }, "dispatchCutoff", "Enter the cut-off as a 24-hour time, e.g. 14:00"],
      [{ soldRecentlyMinimum: "0" }, "soldRecentlyMinimum", "Minimum sold must be at least 1"],
      [
        { stripePublishableKey: "sk_live_secret" },
        "stripePublishableKey",
        "Must be a Stripe publishable key (pk_test_… or pk_live_…)",
      ],
    ];
    for (const [change, field, message] of cases) {
      const result = await save({ ...form, siteName: "Should not be saved", ...change });
      expect(result.status, field).toBe(400);
      expect(result.fieldErrors?.[field], field).toBe(message);
    }
    expect(await getSettings(db)).toEqual(before);
  });

  it("refuses a save without the session's CSRF token", async () => {
    await resetDb(db);
    const result = await save({ ...(await currentForm()), heroHeading: "Forged" }, { csrf: "forged" });
    expect(result.status).toBe(403);
    expect((await getSettings(db)).heroHeading).not.toBe("Forged");
  });

  it("gives the admin page every field of the editor, including the key", async () => {
    await resetDb(db);
    await save({ ...(await currentForm()), track17ApiKey: "admin-can-see" });
    const { cookie } = await createAdminSession(db);
    const data = await settingsLoader(
      routeArgs(db, new Request("http://localhost/admin/dashboard/settings", { headers: { Cookie: cookie } })),
    );
    expect(SettingsUpdateSchema.safeParse(data.form).success).toBe(true);
    expect(data.form.track17ApiKey).toBe("admin-can-see");
  });
});
