import { AlertTriangle, Bot, User } from "lucide-react";
import { Link } from "react-router";

import { cn } from "~/lib/cn";

import type { Cell, ChatMessage, ReadView, UndoOffer } from "./assistant.schema";
import { UndoButtons } from "./chat-undo";

// One line of the conversation, with the tables of any reads it answered: names link to their edit
// pages, prices and dates are in the shop's formats.

const TIME = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit" });

const ROLE = {
  user: { name: "You", icon: User, className: "self-end bg-primary text-primary-foreground" },
  assistant: { name: "Assistant", icon: Bot, className: "self-start bg-background border" },
  system: {
    name: "System",
    icon: AlertTriangle,
    className: "self-stretch border border-destructive/40 bg-destructive/5 text-foreground",
  },
} as const;

const linkClass =
  "font-medium text-primary underline underline-offset-2 hover:no-underline " +
  "focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

export function CellContent({ cell }: { cell: Cell }) {
  if (!cell.href) return <>{cell.text}</>;
  return (
    <Link to={cell.href} className={linkClass}>
      {cell.text}
    </Link>
  );
}

export function ReadTable({ view }: { view: ReadView }) {
  return (
    <div className="mt-2 max-w-full">
      {/* a scrolling region on a phone: focusable and named, so it can be scrolled by keyboard */}
      <div
        className="overflow-x-auto rounded-md border bg-background"
        tabIndex={0}
        role="region"
        aria-label={view.caption}
      >
        <table className="w-full text-left text-sm">
          <caption className="px-3 py-2 text-left font-semibold">{view.caption}</caption>
          <thead className="bg-muted text-xs text-muted-foreground">
            <tr>
              {view.columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {view.rows.length === 0 ? (
              <tr>
                <td colSpan={view.columns.length} className="px-3 py-3 text-muted-foreground">
                  Nothing found.
                </td>
              </tr>
            ) : (
              view.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j} className="px-3 py-2 align-top">
                      <CellContent cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {view.more ? (
        <p className="mt-1 text-sm">
          <CellContent cell={view.more} />
        </p>
      ) : null}
    </div>
  );
}

/** A reply's suggestions are buttons that send their request; `onSuggest` and `onUndo` are absent while busy. */
export function ChatBubble({
  message: m,
  onSuggest,
  onUndo,
}: {
  message: ChatMessage;
  onSuggest?: (prompt: string) => void;
  onUndo?: (offer: UndoOffer, emailCorrection?: boolean) => void;
}) {
  const role = ROLE[m.role];
  const Icon = role.icon;
  return (
    <article
      className={cn(
        "max-w-[92%] min-w-0 rounded-lg px-3 py-2 sm:max-w-[80%]",
        !!m.views?.length && "w-full sm:max-w-full",
        role.className,
      )}
    >
      <p className="mb-1 flex items-center gap-1 text-xs font-semibold opacity-80">
        <Icon aria-hidden="true" className="h-3.5 w-3.5" /> {role.name}
        <time dateTime={m.timestamp} suppressHydrationWarning className="font-normal">
          · {TIME.format(new Date(m.timestamp))}
        </time>
      </p>
      <p className="text-sm break-words whitespace-pre-wrap">{m.content}</p>
      {m.views?.map((view, i) => (
        <ReadTable key={i} view={view} />
      ))}
      {m.suggestions?.length ? (
        <ul aria-label="Suggestions" className="mt-2 flex flex-wrap gap-2">
          {m.suggestions.map((s) => (
            <li key={s.prompt}>
              <button
                type="button"
                disabled={!onSuggest}
                onClick={() => onSuggest?.(s.prompt)}
                className={
                  "rounded-md border bg-background px-2 py-1 text-left text-sm hover:bg-muted focus-visible:ring-2 " +
                  "focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60"
                }
              >
                {s.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {m.undos?.length ? <UndoButtons offers={m.undos} onUndo={onUndo} /> : null}
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
