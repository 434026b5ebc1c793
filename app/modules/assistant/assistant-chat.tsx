import { Loader2, Mic, MicOff, Paperclip, Send, Trash2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { toast } from "sonner";

import { useCsrfToken } from "~/components/admin/csrf-field";
import { Button, buttonClasses } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { cn } from "~/lib/cn";

import { summariseResults } from "./assistant-summary";
import {
  GREETING,
  QUICK_PROMPTS,
  withAttachmentNote,
  type ChatMessage,
  type Plan,
  type QuickPrompt,
  type ToolResult,
} from "./assistant.schema";
import { callAssistant, plannerContent } from "./chat-api";
import { ChatBubble } from "./chat-bubble";
import { greeting, message, planMessage } from "./chat-messages";
import { undoOffers, useChatUndo } from "./chat-undo";
import { DraftAttachmentList } from "./draft-attachment-list";
import { ReviewDialog, type Approval } from "./review-dialog";
import { useDraftAttachments } from "./use-draft-attachments";
import { useVoiceInput } from "./use-voice-input";

/** A plan waiting for review, with the id the server issued for it (execute sends it back). */
type Pending = { plan: Plan; planId: string };

export function AssistantChat({
  plannerName,
  quickPrompts = QUICK_PROMPTS,
  greetingText = GREETING,
}: {
  plannerName: string;
  /** those the signed-in role may ask (quickPromptsFor) */
  quickPrompts?: readonly QuickPrompt[];
  /** what the signed-in role's assistant does (greetingFor) */
  greetingText?: string;
}) {
  const csrf = useCsrfToken();
  const [messages, setMessages] = useState<ChatMessage[]>(() => greeting(greetingText));
  const [input, setInput] = useState("");
  const { draftAttachments, setDraftAttachments, uploading, attach, fileInput } = useDraftAttachments(csrf);
  const [busy, setBusy] = useState<"planning" | "executing" | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const textInput = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const voice = useVoiceInput(
    (transcript) => setInput((current) => (current.trim() ? `${current.trim()} ${transcript}` : transcript)),
    () => textInput.current?.focus(),
  );

  const add = useCallback((...added: ChatMessage[]) => setMessages((current) => [...current, ...added]), []);
  const undo = useChatUndo(csrf, setMessages, setBusy, () => focusInput());

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [messages]);

  // Every attachment of the conversation, so an approved call may place any of them.
  const conversationAttachments = messages.flatMap((m) => m.attachments ?? []);

  function fail(prefix: string, err: unknown) {
    const description = err instanceof Error ? err.message : String(err);
    toast.error("Error", { description });
    add(message("system", `${prefix}${description}`));
  }

  async function send(text: string) {
    const content = text.trim();
    if (!content || busy || uploading) return;
    const attachments = draftAttachments;
    const userMessage = message("user", content, { attachments });
    const history = [...messages, userMessage];
    add(userMessage);
    setInput("");
    setDraftAttachments([]);
    setBusy("planning");
    try {
      // the greeting and error lines are for the operator, not the planner
      const conversation = history
        .slice(1)
        .filter((m) => m.role !== "system")
        .map((m) => ({ role: m.role, content: plannerContent(m, (c) => withAttachmentNote(c, m.attachments ?? [])) }));
      // the server keeps the conversation's attachments with the plan: the only media its calls may place
      const context = { attachments: [...conversationAttachments, ...attachments] };
      const plan = await callAssistant<Plan>({ mode: "plan", messages: conversation, context }, csrf);
      add(planMessage(plan));
      if (plan.toolCalls.length > 0 && plan.planId) setPending({ plan, planId: plan.planId });
    } catch (err) {
      fail("Error: ", err);
    } finally {
      setBusy(null);
    }
  }

  async function approve({ toolCalls, confirmDestructive }: Approval) {
    if (!pending) return;
    const { planId } = pending;
    setPending(null);
    setBusy("executing");
    try {
      const { results } = await callAssistant<{ results: ToolResult[] }>(
        { mode: "execute", planId, toolCalls, confirmDestructive },
        csrf,
      );
      const views = results.flatMap((r) => (r.view ? [r.view] : []));
      add(message("assistant", summariseResults(results), { views, undos: undoOffers(results) }));
      const failed = results.filter((r) => !r.success);
      if (failed.length) toast.error("Error", { description: failed.map((r) => r.message).join(" ") });
      else
        toast.success("Success", {
          description: results.length === 1 ? results[0].message : `${results.length} operations completed.`,
        });
    } catch (err) {
      fail("Execution failed: ", err);
    } finally {
      setBusy(null);
      focusInput();
    }
  }

  // After the dialog closes, typing continues in the message box (the button that opened the
  // dialog may be disabled by then, so the dialog's own focus return would land nowhere).
  const focusInput = () => setTimeout(() => textInput.current?.focus(), 0);

  function cancel() {
    setPending(null);
    add(message("system", "Cancelled. Nothing was changed."));
    focusInput();
  }

  function clear() {
    voice.stop();
    setMessages(greeting(greetingText));
    setInput("");
    setDraftAttachments([]);
    setPending(null);
    textInput.current?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send(input);
  }

  // Enter sends, Shift+Enter starts a new line.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(input);
    }
  }

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">AI Assistant</h1>
          <p className="text-muted-foreground">
            Ask in plain words. Questions are answered at once; changes run only after you approve them.{" "}
            <span className="text-sm">
              Planner: {plannerName === "built-in" ? "built-in rules (no AI model configured)" : plannerName}
            </span>
          </p>
        </div>
        <Button variant="outline" onClick={clear} className="self-start">
          <Trash2 aria-hidden="true" className="h-4 w-4" /> Clear
        </Button>
      </div>

      <div className="flex flex-wrap gap-2" role="group" aria-label="Quick prompts">
        {quickPrompts.map((q) => (
          <Button
            key={q.label}
            variant="secondary"
            size="sm"
            disabled={busy !== null || uploading > 0}
            onClick={() => void send(q.prompt)}
          >
            {q.label}
          </Button>
        ))}
      </div>

      <div
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        tabIndex={0}
        className={
          "flex max-h-[60vh] min-h-64 flex-col gap-3 overflow-y-auto rounded-lg border bg-muted/40 " +
          "p-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:p-4"
        }
      >
        {messages.map((m) => (
          <ChatBubble
            key={m.id}
            message={m}
            onSuggest={busy !== null || uploading > 0 ? undefined : (prompt) => void send(prompt)}
            onUndo={busy !== null ? undefined : (offer, correction) => void undo(m.id, offer, correction)}
          />
        ))}
        {busy ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />{" "}
            {busy === "planning" ? "Thinking…" : "Running the approved operations…"}
          </p>
        ) : null}
        <div ref={endRef} />
      </div>

      <form onSubmit={onSubmit} className="flex flex-col gap-2">
        <Field label="Message" hint="Enter sends; Shift+Enter adds a new line.">
          <Textarea
            ref={textInput}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder="e.g. What are today's takings?"
            rows={3}
            maxLength={20_000}
          />
        </Field>
        <DraftAttachmentList
          attachments={draftAttachments}
          uploading={uploading > 0}
          onRemove={(url) => setDraftAttachments((current) => current.filter((x) => x.url !== url))}
        />
        <div className="flex flex-wrap items-center gap-2">
          {/* The real file input, visually hidden inside its button-styled label: keyboard- and
             screen-reader-usable. */}
          <label
            className={buttonClasses(
              "outline",
              "sm",
              cn(
                "cursor-pointer focus-within:ring-2 focus-within:ring-ring",
                busy !== null && "pointer-events-none opacity-60",
              ),
            )}
          >
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif,image/avif,video/mp4,video/webm"
              multiple
              className="sr-only"
              disabled={busy !== null}
              onChange={(e) => void attach(e.target.files)}
            />
            <Paperclip aria-hidden="true" className="h-4 w-4" /> Attach files
          </label>
          <Button
            variant="outline"
            size="sm"
            onClick={voice.toggle}
            aria-pressed={voice.listening}
            disabled={busy !== null}
          >
            {voice.listening ? (
              <MicOff aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Mic aria-hidden="true" className="h-4 w-4" />
            )}
            {voice.listening ? "Stop voice input" : "Voice input"}
          </Button>
          <Button type="submit" className="ml-auto" disabled={busy !== null || uploading > 0 || !input.trim()}>
            <Send aria-hidden="true" className="h-4 w-4" /> Send
          </Button>
        </div>
        {voice.listening ? (
          <p role="status" className="text-sm text-muted-foreground">
            Listening… speak now.
          </p>
        ) : null}
      </form>

      <ReviewDialog plan={pending?.plan ?? null} onApprove={(approval) => void approve(approval)} onCancel={cancel} />
    </div>
  );
}
