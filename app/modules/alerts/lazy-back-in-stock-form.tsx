import { lazy, Suspense, type ComponentProps } from "react";

type Form = typeof import("./back-in-stock-form").BackInStockForm;

// Most product pages sell what they show, so the browser loads "Email me when it's back" only on a page that
// shows it. The server has the form's module before it serves a page (it waits for it as this module loads) and
// renders the form in the same pass as the rest of the page: it is in the page's HTML, so a shopper without
// JavaScript sees and posts it. In the browser's build this branch is gone, so the form is its own chunk; while it
// loads, a page that hydrates keeps the server's HTML of the form as it is (nothing moves), and a form that
// appears at a sold-out choice shows once its code is there.
const BackInStockFormNow: Form | undefined = import.meta.env.SSR
  ? (await import("./back-in-stock-form")).BackInStockForm
  : undefined;
const BackInStockFormLater = lazy(() =>
  import("./back-in-stock-form").then((module) => ({ default: module.BackInStockForm })),
);

export function LazyBackInStockForm(props: ComponentProps<Form>) {
  return (
    <Suspense fallback={null}>
      {BackInStockFormNow ? <BackInStockFormNow {...props} /> : <BackInStockFormLater {...props} />}
    </Suspense>
  );
}
