import { Link } from "react-router";

// SPEC §2: three fixed product links, the Support column (plus Track Order when shown), Legal; and Find My Orders.
const PRODUCT_LINKS = [
  { label: "R36S Console", to: "/product/r36-console" },
  { label: "R36 Ultra", to: "/product/r36-ultra" },
  { label: "X55 Console", to: "/product/x55-console" },
];
const SUPPORT_LINKS = [
  { label: "Shipping Info", to: "/support" },
  { label: "Returns", to: "/support" },
  { label: "FAQ", to: "/support#faq" },
  { label: "Contact Us", to: "/support" },
  // an emailed link to every order placed with an address: no account needed
  { label: "Find My Orders", to: "/my-orders" },
];
const LEGAL_LINKS = [
  { label: "Terms of Sale", to: "/terms-of-service" },
  { label: "Privacy Notice", to: "/privacy-policy" },
  { label: "Returns & Cancellations", to: "/returns" },
];

/** The footer's © line dated from the clock, not typed in: "© Shop" and "© 2025 Shop" both read this year. */
export function withCurrentYear(footerText: string, now = new Date()): string {
  // The UK year is the UTC year: it turns at midnight on 1 January, when the UK keeps GMT. No Intl formatter
  // for it, since the first one a page makes loads the browser's locale data (see lib/money.ts).
  const year = String(now.getUTCFullYear());
  return /©/.test(footerText) ? footerText.replace(/©(\s*\d{4})?/, `© ${year}`) : `© ${year} ${footerText}`;
}

export function SiteFooter({
  siteName,
  footerText,
  showTrackOrder,
  trader,
  focused = false,
}: {
  siteName: string;
  footerText: string;
  showTrackOrder: boolean;
  /** who the shop is: its statement ("X is a trading name of Y Ltd…"), address lines and contact */
  trader: { statement: string; address: string[]; email: string; phone: string };
  /** the checkout's footer: the legal links and who the shop is, nothing that leads away from the purchase */
  focused?: boolean;
}) {
  const { address } = trader;
  const support = showTrackOrder ? [...SUPPORT_LINKS, { label: "Track Order", to: "/track-order" }] : SUPPORT_LINKS;
  const columns = focused
    ? [{ title: "Legal", links: LEGAL_LINKS }]
    : [
        { title: "Products", links: PRODUCT_LINKS },
        { title: "Support", links: support },
        { title: "Legal", links: LEGAL_LINKS },
      ];
  return (
    <footer className="mt-16 border-t bg-muted">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold">{siteName}</p>
          <p className="mt-2 text-sm text-muted-foreground">
            Retro handheld consoles and add-ons, shipped from the UK.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-bold tracking-wide uppercase">{column.title}</h2>
            <ul className="mt-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className={
                      "inline-flex min-h-9 items-center text-sm " +
                      "text-muted-foreground hover:text-foreground hover:underline"
                    }
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {/* who the shopper is dealing with (Consumer Contracts Regulations 2013) */}
      <div className="mx-auto max-w-6xl px-4 pb-6 text-sm text-muted-foreground">
        <p>{trader.statement}</p>
        {address.length ? <address className="not-italic">{address.join(", ")}</address> : null}
        {trader.email || trader.phone ? (
          <p>
            {trader.email ? (
              <a href={`mailto:${trader.email}`} className="underline hover:text-foreground">
                {trader.email}
              </a>
            ) : null}
            {trader.email && trader.phone ? " · " : null}
            {trader.phone ? (
              <a href={`tel:${trader.phone.replace(/\s/g, "")}`} className="underline hover:text-foreground">
                {trader.phone}
              </a>
            ) : null}
          </p>
        ) : null}
      </div>
      <p className="border-t px-4 py-4 text-center text-sm text-muted-foreground">{withCurrentYear(footerText)}</p>
    </footer>
  );
}
