import { AlertTriangle, Bot, Loader2, Mic, MicOff, Paperclip, Send, Trash2, User, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { toast } from "sonner";
import { Button, buttonClasses } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { useCsrfToken } from "~/modules/auth/csrf-field";
import { checkBeforeUpload, uploadMedia } from "~/modules/media/upload-client";
import {
  GREETING,
  isDestructive,
  QUICK_PROMPTS,
  withAttachmentNote,
  type Attachment,
  type ChatMessage,
  type Plan,
  type ToolCall,
  type ToolResult,
} from "./assistant.schema";
import { readableArguments, summariseResults } from "./assistant-summary";

let counter = 0;
const newId = () => `m${Date.now().toString(36)}-${++counter}`;
const message = (role: ChatMessage["role"], content: string, attachments?: Attachment[]): ChatMessage => ({
  id: newId(),
  role,
  content,
  timestamp: new Date().toISOString(),
  ...(attachments?.length ? { attachments } : {}),
});
const greeting = () => [message("assistant", GREETING)];

const TIME = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit" });

type Pending = { plan: Plan; attachments: Attachment[] };

/** POST /api/admin/ai; a refusal's `{ error }` becomes the thrown message. */
async function callAssistant<T>(body: unknown, csrf: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch("/api/admin/ai", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error("The assistant could not be reached. Please check your connection.");
  }
  const json = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(json.error ?? `Request failed (HTTP ${response.status})`);
  return json;
}

// Minimal typing of the Web Speech API (not in TypeScript's DOM library).
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  start(): void;
  stop(): void;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
};
type RecognitionConstructor = new () => Recognition;

function speechRecognition(): RecognitionConstructor | undefined {
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

export function AssistantChat({ plannerName }: { plannerName: string }) {
  const csrf = useCsrfToken();
  const [messages, setMessages] = useState<ChatMessage[]>(greeting);
  const [input, setInput] = useState("");
  const [draftAttachments, setDraftAttachments] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(0);
  const [busy, setBusy] = useState<"planning" | "executing" | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  const add = useCallback((...added: ChatMessage[]) => setMessages((current) => [...current, ...added]), []);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [messages]);

  useEffect(() => () => recognition.current?.stop(), []);

  // Every attachment of the conversation, so an approved call may place any of them.
  const conversationAttachments = messages.flatMap((m) => m.attachments ?? []);

  async function send(text: string) {
    const content = text.trim();
    if (!content || busy || uploading) return;
    const attachments = draftAttachments;
    const userMessage = message("user", content, attachments);
    const history = [...messages, userMessage];
    add(userMessage);
    setInput("");
    setDraftAttachments([]);
    setBusy("planning");
    try {
      const plan = await callAssistant<Plan>(
        {
          mode: "plan",
          // the greeting and error lines are for the operator, not the planner
          messages: history
            .slice(1)
            .filter((m) => m.role !== "system")
            .map((m) => ({ role: m.role, content: withAttachmentNote(m.content, m.attachments ?? []) })),
        },
        csrf,
      );
      add(message("assistant", plan.message));
      if (plan.toolCalls.length > 0) setPending({ plan, attachments: [...conversationAttachments, ...attachments] });
    } catch (err) {
      const description = err instanceof Error ? err.message : String(err);
      toast.error("Error", { description });
      add(message("system", `Error: ${description}`));
    } finally {
      setBusy(null);
    }
  }

  async function approve() {
    if (!pending) return;
    const { plan, attachments } = pending;
    setPending(null);
    setBusy("executing");
    try {
      const { results } = await callAssistant<{ results: ToolResult[] }>(
        { mode: "execute", toolCalls: plan.toolCalls, context: { attachments } },
        csrf,
      );
      add(message("assistant", summariseResults(results)));
      const failed = results.filter((r) => !r.success);
      if (failed.length) toast.error("Error", { description: failed.map((r) => r.message).join(" ") });
      else toast.success("Success", { description: results.length === 1 ? results[0].message : `${results.length} operations completed.` });
    } catch (err) {
      const description = err instanceof Error ? err.message : String(err);
      toast.error("Error", { description });
      add(message("system", `Execution failed: ${description}`));
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
    recognition.current?.stop();
    setMessages(greeting());
    setInput("");
    setDraftAttachments([]);
    setPending(null);
    textInput.current?.focus();
  }

  async function attach(files: FileList | null) {
    for (const file of Array.from(files ?? [])) {
      const tooBig = checkBeforeUpload(file, "assistant");
      if (tooBig) {
        toast.error("Error", { description: tooBig });
        continue;
      }
      setUploading((n) => n + 1);
      try {
        const { url } = await uploadMedia(file, "assistant", csrf);
        const type = url.endsWith(".webp") ? "image" : "video";
        setDraftAttachments((current) => [...current, { url, filename: file.name, type }]);
      } catch (err) {
        toast.error("Error", { description: err instanceof Error ? err.message : "Upload failed. Please try again." });
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (fileInput.current) fileInput.current.value = "";
  }

  function toggleVoice() {
    if (listening) {
      recognition.current?.stop();
      return;
    }
    const Recognition = speechRecognition();
    if (!Recognition) {
      toast.error("Voice input is not supported in your browser");
      return;
    }
    try {
      // One utterance at a time, in British English (SPEC §8).
      const rec = new Recognition();
      rec.lang = "en-GB";
      rec.continuous = false;
      rec.interimResults = false;
      rec.maxAlternatives = 1;
      rec.onresult = (event) => {
        const transcript = Array.from(event.results, (r) => r[0]?.transcript ?? "").join(" ").trim();
        if (transcript) setInput((current) => (current.trim() ? `${current.trim()} ${transcript}` : transcript));
      };
      rec.onerror = (event) => {
        if (event.error !== "no-speech" && event.error !== "aborted") toast.error("Voice input failed. Please try again.");
      };
      rec.onend = () => {
        setListening(false);
        recognition.current = null;
        textInput.current?.focus();
      };
      recognition.current = rec;
      rec.start();
      setListening(true);
    } catch {
      recognition.current = null;
      setListening(false);
      toast.error("Failed to start voice input");
    }
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
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">AI Assistant</h1>
          <p className="text-muted-foreground">
            Ask for store changes in plain words; nothing runs until you approve it.{" "}
            <span className="text-sm">Planner: {plannerName === "built-in" ? "built-in rules (no AI model configured)" : plannerName}</span>
          </p>
        </div>
        <Button variant="outline" onClick={clear} className="self-start">
          <Trash2 aria-hidden="true" className="h-4 w-4" /> Clear
        </Button>
      </div>

      <div className="flex flex-wrap gap-2" role="group" aria-label="Quick prompts">
        {QUICK_PROMPTS.map((q) => (
          <Button key={q.label} variant="secondary" size="sm" disabled={busy !== null || uploading > 0} onClick={() => void send(q.prompt)}>
            {q.label}
          </Button>
        ))}
      </div>

      <div
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        tabIndex={0}
        className="flex max-h-[60vh] min-h-64 flex-col gap-3 overflow-y-auto rounded-lg border bg-muted/40 p-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:p-4"
      >
        {messages.map((m) => (
          <ChatBubble key={m.id} message={m} />
        ))}
        {busy ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> {busy === "planning" ? "Thinking…" : "Running the approved operations…"}
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
            placeholder='e.g. "Mark order RH-7K3M9Q2XPA as shipped with tracking ABC123"'
            rows={3}
            maxLength={20_000}
          />
        </Field>
        {draftAttachments.length || uploading ? (
          <ul aria-label="Attachments" className="flex flex-wrap gap-2 text-sm">
            {draftAttachments.map((a) => (
              <li key={a.url} className="flex items-center gap-1 rounded-md border bg-background px-2 py-1">
                <Paperclip aria-hidden="true" className="h-3.5 w-3.5" /> {a.filename || a.url}
                <button
                  type="button"
                  className="rounded p-0.5 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`Remove attachment ${a.filename || a.url}`}
                  onClick={() => setDraftAttachments((current) => current.filter((x) => x.url !== a.url))}
                >
                  <X aria-hidden="true" className="h-3.5 w-3.5" />
                </button>
              </li>
            ))}
            {uploading ? (
              <li className="flex items-center gap-1 text-muted-foreground">
                <Loader2 aria-hidden="true" className="h-3.5 w-3.5 animate-spin" /> Uploading…
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          {/* The real file input, visually hidden inside its button-styled label: keyboard- and screen-reader-usable. */}
          <label className={buttonClasses("outline", "sm", cn("cursor-pointer focus-within:ring-2 focus-within:ring-ring", busy !== null && "pointer-events-none opacity-60"))}>
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
          <Button variant="outline" size="sm" onClick={toggleVoice} aria-pressed={listening} disabled={busy !== null}>
            {listening ? <MicOff aria-hidden="true" className="h-4 w-4" /> : <Mic aria-hidden="true" className="h-4 w-4" />}
            {listening ? "Stop voice input" : "Voice input"}
          </Button>
          <Button type="submit" className="ml-auto" disabled={busy !== null || uploading > 0 || !input.trim()}>
            <Send aria-hidden="true" className="h-4 w-4" /> Send
          </Button>
        </div>
        {listening ? (
          <p role="status" className="text-sm text-muted-foreground">
            Listening… speak now.
          </p>
        ) : null}
      </form>

      <Dialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) cancel();
        }}
        title="Review proposed operations"
        description="Nothing has changed yet. Check each operation, then approve to run them or cancel."
      >
        {pending ? <ReviewList plan={pending.plan} /> : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={cancel}>
            Cancel
          </Button>
          <Button variant={pending?.plan.toolCalls.some((c) => isDestructive(c.name)) ? "destructive" : "primary"} onClick={() => void approve()}>
            Approve and run
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function ReviewList({ plan }: { plan: Plan }) {
  return (
    <div className="mt-4 flex flex-col gap-3">
      <p className="text-sm whitespace-pre-wrap">{plan.message}</p>
      <ol className="flex flex-col gap-3" aria-label="Proposed operations">
        {plan.toolCalls.map((call, i) => (
          <ToolCallItem key={i} call={call} />
        ))}
      </ol>
    </div>
  );
}

function ToolCallItem({ call }: { call: ToolCall }) {
  const destructive = isDestructive(call.name);
  const args = readableArguments(call.arguments);
  return (
    <li className={cn("rounded-md border p-3", destructive && "border-destructive bg-destructive/5")}>
      <div className="flex flex-wrap items-center gap-2">
        <code className="font-mono text-sm font-semibold">{call.name}</code>
        {destructive ? (
          <span className="inline-flex items-center gap-1 rounded bg-destructive px-2 py-0.5 text-xs font-semibold text-destructive-foreground">
            <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" /> Destructive: cannot be undone
          </span>
        ) : null}
      </div>
      {args.length ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {args.map((a) => (
            <div key={a.key} className="contents">
              <dt className="text-muted-foreground">{a.label}</dt>
              <dd className="break-all">{a.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">No arguments</p>
      )}
    </li>
  );
}

const ROLE = {
  user: { name: "You", icon: User, className: "self-end bg-primary text-primary-foreground" },
  assistant: { name: "Assistant", icon: Bot, className: "self-start bg-background border" },
  system: { name: "System", icon: AlertTriangle, className: "self-stretch border border-destructive/40 bg-destructive/5 text-foreground" },
} as const;

function ChatBubble({ message: m }: { message: ChatMessage }) {
  const role = ROLE[m.role];
  const Icon = role.icon;
  return (
    <article className={cn("max-w-[92%] rounded-lg px-3 py-2 sm:max-w-[80%]", role.className)}>
      <p className="mb-1 flex items-center gap-1 text-xs font-semibold opacity-80">
        <Icon aria-hidden="true" className="h-3.5 w-3.5" /> {role.name}
        <time dateTime={m.timestamp} suppressHydrationWarning className="font-normal">
          · {TIME.format(new Date(m.timestamp))}
        </time>
      </p>
      <p className="text-sm break-words whitespace-pre-wrap">{m.content}</p>
      {m.attachments?.length ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {m.attachments.map((a) => (
            <li key={a.url}>
              {a.type === "image" ? (
                <img src={a.url} alt={a.filename || "Attached image"} className="h-20 w-20 rounded object-cover" />
              ) : (
                <a href={a.url} className="text-sm underline">
                  {a.filename || "Attached video"}
                </a>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
