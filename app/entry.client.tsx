// The page hydrates after its first paint, started by the root route's module (see the module): React Router
// loads this entry only after the page's modules have run, and without it would hydrate a second time.
import "~/lib/hydrate-after-paint.client";
