import { Link } from "react-router";

// The line next to Pay: the terms the order is placed on, and where the Privacy Notice and the
// returns policy are. Self-contained so it can sit beside whatever Pay button the checkout has. The
// pages open in a new tab, so reading them does not leave the payment half done.
const LINK = "font-medium text-foreground underline underline-offset-2";

function PolicyLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} target="_blank" rel="noopener" className={LINK}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}

export function OrderTerms() {
  return (
    <p className="text-sm text-muted-foreground">
      By placing your order you agree to our <PolicyLink to="/terms-of-service">Terms of Sale</PolicyLink>. See our{" "}
      <PolicyLink to="/privacy-policy">Privacy Notice</PolicyLink> and <PolicyLink to="/returns">Returns</PolicyLink>.
    </p>
  );
}
