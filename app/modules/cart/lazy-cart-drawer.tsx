import { lazy, Suspense, useEffect, useState } from "react";

import { useCart } from "./cart-context";

// The drawer (and the dialog library under it) loads the first time the cart opens, so it costs
// nothing on a page view that never opens it.
const CartDrawer = lazy(() => import("./cart-drawer").then((m) => ({ default: m.CartDrawer })));

export function LazyCartDrawer({ freeDeliveryThreshold }: { freeDeliveryThreshold: number | undefined }) {
  const { isOpen } = useCart();
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (isOpen) setOpened(true);
  }, [isOpen]);
  if (!opened && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer freeDeliveryThreshold={freeDeliveryThreshold} />
    </Suspense>
  );
}
