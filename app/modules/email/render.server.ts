import { render } from "@react-email/render";
import type { Settings } from "~/db/schema/settings";
import { hslToHex } from "~/lib/color";
import type { EmailBrand } from "./email-layout";
import type { EmailTemplateName } from "./email.schema";
import { EMAIL_TEMPLATES, type EmailTemplates } from "./order-emails";

const FALLBACK_COLOR = "#7c3aed";

/** The brand an email is sent under: site name, logo (made absolute) and theme colour, from settings. */
export function brandFromSettings(settings: Pick<Settings, "siteName" | "siteLogoUrl" | "themeColors">, origin: string): EmailBrand {
  const logo = settings.siteLogoUrl.trim();
  return {
    siteName: settings.siteName,
    logoUrl: logo ? new URL(logo, `${origin}/`).toString() : null,
    color: hslToHex(settings.themeColors?.primary ?? "") ?? FALLBACK_COLOR,
    origin,
  };
}

export type RenderedEmail = { subject: string; html: string; text: string };

/** Renders a template to its subject, HTML part and plain-text part (react-email's own conversion). */
export async function renderEmail<K extends EmailTemplateName>(template: K, data: EmailTemplates[K], brand: EmailBrand): Promise<RenderedEmail> {
  const entry = EMAIL_TEMPLATES[template] as (typeof EMAIL_TEMPLATES)[K];
  if (!entry) throw new Error(`unknown email template ${template}`);
  const element = entry.render(data, brand);
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { wordwrap: false, selectors: [{ selector: "h1", options: { uppercase: false } }, { selector: "h2", options: { uppercase: false } }] } }),
  ]);
  return { subject: entry.subject(data, brand), html, text };
}
