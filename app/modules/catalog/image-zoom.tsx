import { useEffect, useRef, useState } from "react";

/**
 * A product image at full size in a modal dialog (the browser's own: focus moves in, Escape closes it and focus
 * goes back to the image that opened it). A tap switches between the whole image and twice its size, which
 * then pans by scrolling; a phone can also pinch it.
 */
export function ImageZoom({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [large, setLarge] = useState(false);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-label={alt}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close(); // the backdrop
      }}
      className={
        "m-auto h-[100dvh] max-h-none w-screen max-w-none bg-background p-0 backdrop:bg-black/70 " +
        "sm:h-[90dvh] sm:w-[90vw] sm:rounded-2xl"
      }
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 border-b px-4 py-2">
          <p className="truncate text-sm font-medium">{alt}</p>
          <form method="dialog">
            <button
              type="submit"
              autoFocus
              className="inline-flex min-h-11 items-center rounded-md border px-4 text-sm font-semibold hover:bg-muted"
            >
              Close
            </button>
          </form>
        </div>
        <div className="min-h-0 flex-1 overflow-auto">
          <button
            type="button"
            onClick={() => setLarge((on) => !on)}
            aria-pressed={large}
            aria-label={large ? "Zoom out" : "Zoom in"}
            className={`block ${large ? "w-[200%] max-w-none cursor-zoom-out" : "h-full w-full cursor-zoom-in"}`}
          >
            <img src={src} alt="" className={large ? "w-full" : "h-full w-full object-contain"} />
          </button>
        </div>
      </div>
    </dialog>
  );
}
