import { Link } from "react-router";

import { buttonClasses } from "~/components/ui/button";

/** The public 404, shown inside the storefront header and footer. */
export function NotFoundPage() {
  return (
    <div
      className={
        "mx-auto flex min-h-[50vh] max-w-xl flex-col items-center " + "justify-center gap-4 px-4 py-16 text-center"
      }
    >
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="text-3xl font-bold">Oops! Page not found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonClasses("primary", "md")}>
        Return to Home
      </Link>
    </div>
  );
}
