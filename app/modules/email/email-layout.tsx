import { Body, Container, Head, Heading, Hr, Html, Img, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

// The frame every shop email shares: the site's logo (or name) on a band of its theme colour, the
// content, and a footer. react-email's components give table-based markup that mail clients render.

export type EmailBrand = {
  siteName: string;
  /** absolute URL, or null to show the site name instead */
  logoUrl: string | null;
  /** hex, from the theme's primary colour */
  color: string;
  /** the shop's public origin, for links */
  origin: string;
  /** the public tracking page is on, so emails may link to it */
  trackingPage: boolean;
  /** the trader's identity and contact (Consumer Contracts Regulations 2013), in every email's footer */
  trader: { statement: string; address: string[]; email: string; phone: string };
  /** the returns policy in the emails' words (settings/returns-policy.ts) */
  returns: { cancellation: string; afterDelivery: string; terms: string };
};

/** `title` is the email's heading, the first line of its content. */
export function EmailLayout({
  brand,
  preview,
  title,
  children,
}: {
  brand: EmailBrand;
  preview: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Html lang="en-GB">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: "#f4f4f5",
          fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
          margin: 0,
          padding: "24px 0",
        }}
      >
        <Container style={{ backgroundColor: "#ffffff", borderRadius: 8, maxWidth: 560, overflow: "hidden" }}>
          <Section style={{ backgroundColor: brand.color, padding: "16px 24px" }}>
            {brand.logoUrl ? (
              <Img src={brand.logoUrl} alt={brand.siteName} height={40} style={{ height: 40, width: "auto" }} />
            ) : (
              <Text data-skip-in-text="true" style={{ color: "#ffffff", fontSize: 20, fontWeight: 700, margin: 0 }}>
                {brand.siteName}
              </Text>
            )}
          </Section>
          <Section style={{ padding: "8px 24px 16px", color: "#18181b" }}>
            <Heading as="h1" style={heading}>
              {title}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: "#e4e4e7", margin: 0 }} />
          <Section style={{ padding: "12px 24px" }}>
            <Text style={{ color: "#52525b", fontSize: 12, margin: 0 }}>
              — {brand.siteName} ·{" "}
              <Link href={brand.origin} style={{ color: "#52525b" }}>
                {brand.origin}
              </Link>
            </Text>
            <Text style={footnote}>{brand.trader.statement}</Text>
            {brand.trader.address.length > 0 ? <Text style={footnote}>{brand.trader.address.join(", ")}</Text> : null}
            {brand.trader.email || brand.trader.phone ? (
              <Text style={footnote}>
                Contact us: {[brand.trader.email, brand.trader.phone].filter(Boolean).join(" · ")}
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const footnote = { color: "#52525b", fontSize: 12, lineHeight: "18px", margin: "6px 0 0" } as const;

export const paragraph = { fontSize: 15, lineHeight: "22px", margin: "12px 0" } as const;
export const heading = { fontSize: 20, fontWeight: 700, margin: "16px 0 8px" } as const;
export const subheading = { fontSize: 16, fontWeight: 700, margin: "20px 0 4px" } as const;

/**
 * A call-to-action link in the theme colour that reads as what it does, not as a raw address; the plain-text
 * part still carries the address after the words (react-email's text conversion prints a link's href).
 */
export function ActionLink({ href, label, color }: { href: string; label: string; color: string }) {
  return (
    <Text style={paragraph}>
      <Link href={href} style={{ color, fontWeight: 600, textDecoration: "underline" }}>
        {label}
      </Link>
    </Text>
  );
}
