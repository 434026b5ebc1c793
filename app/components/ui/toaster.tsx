import { useEffect, useState, type ComponentType } from "react";
import type { ToasterProps } from "sonner";

import type { ToastMessage } from "~/lib/toast-message";

// sonner is loaded on demand: eagerly after hydration on most pages, but on pages whose toasts
// only ever answer something the shopper did (route handle lazyToasterHandle), at the first
// interaction or toast. That keeps its script out of the storefront's first load.
/** The route handle of a page whose toasts only answer the shopper's own actions: the toaster loads on first use. */
export const lazyToasterHandle = { lazyToaster: true };

let requested = false;
const waiting = new Set<() => void>();

function requestToaster() {
  if (requested) return;
  requested = true;
  for (const load of waiting) load();
}

/** Shows a toast from anywhere (loads the toaster first if needed). */
export async function showToast({ kind, title, description }: ToastMessage) {
  requestToaster();
  const { toast } = await import("sonner");
  toast[kind](title, description ? { description } : undefined);
}

export function LazyToaster({ eager }: { eager: boolean }) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    if (Toaster) return;
    let cancelled = false;
    const events = ["pointerdown", "keydown", "touchstart"] as const;
    const cleanup = () => {
      for (const event of events) window.removeEventListener(event, load);
      waiting.delete(load);
    };
    function load() {
      cleanup();
      void import("sonner").then((m) => {
        if (!cancelled) setToaster(() => m.Toaster);
      });
    }
    if (eager || requested) load();
    else {
      for (const event of events) window.addEventListener(event, load, { passive: true });
      waiting.add(load);
    }
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [eager, Toaster]);
  // On a phone a toast spans the width; it starts below the top bar so an open dialog's or drawer's
  // Close button stays uncovered.
  return Toaster ? <Toaster position="top-center" mobileOffset={{ top: 72 }} richColors closeButton /> : null;
}
