import { Undo2 } from "lucide-react";
import { useCallback, type Dispatch, type SetStateAction } from "react";
import { toast } from "sonner";

import { Button } from "~/components/ui/button";

import type { ChatMessage, ToolResult, UndoOffer } from "./assistant.schema";
import { callAssistant } from "./chat-api";
import { message } from "./chat-messages";

// Undo straight from the chat: an approved change's result offers the same undo as Activity (the server's
// undo_change, with its rules and refusals), once. Undoing "shipped" after the shipping email asks first,
// as Activity does: with or without a correction to the customer. The question comes from the server, which
// knows what the customer was told (on its way, or delivered).

/** The offers of a run's results: one per change that can be undone on its own. */
export const undoOffers = (results: readonly ToolResult[]): UndoOffer[] =>
  results.flatMap((r) => (r.success && r.undo ? [{ ...r.undo, label: r.message }] : []));

export function useChatUndo(
  csrf: string,
  setMessages: Dispatch<SetStateAction<ChatMessage[]>>,
  setBusy: (busy: "executing" | null) => void,
  /** where focus goes afterwards: the Undo button is gone */
  afterwards: () => void,
) {
  return useCallback(
    async (messageId: string, offer: UndoOffer, emailCorrection?: boolean) => {
      setBusy("executing");
      try {
        const { result } = await callAssistant<{ result: ToolResult }>(
          { mode: "undo", entryId: offer.entryId, ...(emailCorrection === undefined ? {} : { emailCorrection }) },
          csrf,
        );
        const done = result.success;
        setMessages((current) => [
          // a change undone offers no second Undo
          ...current.map((m) =>
            m.id === messageId && done ? { ...m, undos: m.undos?.filter((u) => u.entryId !== offer.entryId) } : m,
          ),
          message(done ? "assistant" : "system", `${done ? "✓" : "✗"} ${result.message}`),
        ]);
        if (done) toast.success("Success", { description: result.message });
        else toast.error("Error", { description: result.message });
      } catch (err) {
        const description = err instanceof Error ? err.message : String(err);
        toast.error("Error", { description });
        setMessages((current) => [...current, message("system", `Undo failed: ${description}`)]);
      } finally {
        setBusy(null);
        afterwards();
      }
    },
    [csrf, setMessages, setBusy, afterwards],
  );
}

/** The Undo buttons under a result; `onUndo` is absent while the assistant is busy. */
export function UndoButtons({
  offers,
  onUndo,
}: {
  offers: readonly UndoOffer[];
  onUndo?: (offer: UndoOffer, emailCorrection?: boolean) => void;
}) {
  return (
    <ul aria-label="Undo" className="mt-2 flex flex-col gap-2">
      {offers.map((offer) => (
        <li key={offer.entryId}>
          {offer.asksCorrection ? (
            <div role="group" aria-label={`Undo: ${offer.label}`} className="flex flex-col gap-2">
              <p className="text-sm">
                {offer.question ?? "The customer was emailed about this change. Email them a correction?"}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" disabled={!onUndo} onClick={() => onUndo?.(offer, true)}>
                  Undo and email a correction
                </Button>
                <Button variant="outline" size="sm" disabled={!onUndo} onClick={() => onUndo?.(offer, false)}>
                  Undo without emailing
                </Button>
              </div>
            </div>
          ) : (
            <Button
              variant="outline"
              size="sm"
              disabled={!onUndo}
              aria-label={offers.length > 1 ? `Undo: ${offer.label}` : "Undo"}
              onClick={() => onUndo?.(offer)}
            >
              <Undo2 aria-hidden="true" className="h-4 w-4" /> Undo
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
