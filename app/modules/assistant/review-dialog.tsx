import { AlertTriangle } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { cn } from "~/lib/cn";
import { ChangeLines } from "~/modules/activity/change-lines";

import type { Plan, ProposalCard, ToolCall } from "./assistant.schema";
import { CellContent } from "./chat-bubble";

// The review dialog: one card per proposed change, titled in words, naming its target with a link and
// listing each field as current → proposed. Each card has its own checkbox; a destructive one (SPEC
// §9) also needs its confirmation ticked before "Approve and run" is enabled. Radix traps the focus.

export type Approval = { toolCalls: ToolCall[]; confirmDestructive: boolean };

/**
 * The confirmation a destructive card asks for: a bulk update names how many records it changes, and
 * that each of them can be undone from Activity (each is recorded as its own change).
 */
export function confirmationLabel(card: ProposalCard): string {
  if (card.affects && card.affects.count > 1)
    return `I understand this changes all ${card.affects.count} items at once (each can be undone from Activity)`;
  return "I understand this cannot be undone";
}

/** The warning beside a destructive card's tool name. */
export function destructiveBadge(card: ProposalCard): string {
  if (card.affects && card.affects.count > 1) return "Destructive: changes many items at once";
  return "Destructive: cannot be undone";
}

type CardState = { selected: boolean; confirmed: boolean };

export function ReviewDialog({
  plan,
  onApprove,
  onCancel,
}: {
  plan: Plan | null;
  onApprove(approval: Approval): void;
  onCancel(): void;
}) {
  return (
    <Dialog
      open={plan !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Review proposed operations"
      description="Nothing has changed yet. Check each operation, untick any you don't want, then approve or cancel."
      className="max-w-2xl"
    >
      {/* keyed by the plan, so every new plan starts with its own ticks */}
      {plan ? (
        <ReviewBody key={JSON.stringify(plan.toolCalls)} plan={plan} onApprove={onApprove} onCancel={onCancel} />
      ) : null}
    </Dialog>
  );
}

function ReviewBody({
  plan,
  onApprove,
  onCancel,
}: {
  plan: Plan;
  onApprove(approval: Approval): void;
  onCancel(): void;
}) {
  const cards =
    plan.cards ?? plan.toolCalls.map((c): ProposalCard => ({ title: c.name, changes: [], destructive: false }));
  const [state, setState] = useState<CardState[]>(() =>
    cards.map((card) => ({ selected: !card.problem, confirmed: false })),
  );
  const chosen = state.map((s, i) => (s.selected ? i : -1)).filter((i) => i >= 0);
  const unconfirmed = chosen.some((i) => cards[i].destructive && !state[i].confirmed);
  const update = (index: number, patch: Partial<CardState>) =>
    setState((current) => current.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  function approve() {
    onApprove({
      toolCalls: chosen.map((i) => plan.toolCalls[i]),
      confirmDestructive: chosen.some((i) => cards[i].destructive),
    });
  }

  return (
    <div className="mt-4 flex flex-col gap-3">
      <p className="text-sm whitespace-pre-wrap">{plan.message}</p>
      <ol className="flex flex-col gap-3" aria-label="Proposed operations">
        {cards.map((card, i) => (
          <ProposalItem
            key={i}
            card={card}
            toolName={plan.toolCalls[i]?.name ?? ""}
            state={state[i]}
            onChange={(patch) => update(i, patch)}
          />
        ))}
      </ol>
      {unconfirmed ? (
        <p className="text-sm text-destructive" id="confirm-needed">
          Tick the confirmation of each destructive operation to approve it.
        </p>
      ) : null}
      <div className="mt-3 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          variant={chosen.some((i) => cards[i].destructive) ? "destructive" : "primary"}
          disabled={chosen.length === 0 || unconfirmed}
          aria-describedby={unconfirmed ? "confirm-needed" : undefined}
          onClick={approve}
        >
          Approve and run
        </Button>
      </div>
    </div>
  );
}

/** A card's two ticks: run it, and (a destructive one only) the confirmation that it may destroy. */
const TICKS = {
  selected: "mt-1 h-4 w-4 shrink-0 accent-primary",
  confirmed: "mt-0.5 h-4 w-4 shrink-0 accent-destructive",
};

function ProposalItem({
  card,
  toolName,
  state,
  onChange,
}: {
  card: ProposalCard;
  toolName: string;
  state: CardState;
  onChange(patch: Partial<CardState>): void;
}) {
  const id = useId();
  const tick = (choice: keyof typeof TICKS, disabled: boolean) => (
    <input
      id={`${id}-${choice}`}
      type="checkbox"
      className={TICKS[choice]}
      checked={state[choice]}
      disabled={disabled}
      onChange={(e) => onChange({ [choice]: e.target.checked })}
    />
  );
  return (
    <li
      className={cn(
        "rounded-md border p-3",
        card.destructive && "border-destructive bg-destructive/5",
        !state.selected && "opacity-70",
      )}
    >
      <div className="flex items-start gap-3">
        {tick("selected", !!card.problem)}
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-selected`} className="font-semibold">
            {card.title}
          </label>
          <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <code className="font-mono">{toolName}</code>
            {card.destructive ? (
              <span
                className={
                  "inline-flex items-center gap-1 rounded bg-destructive px-2 " +
                  "py-0.5 font-semibold text-destructive-foreground"
                }
              >
                <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" /> {destructiveBadge(card)}
              </span>
            ) : null}
          </p>
          {card.target ? (
            <p className="mt-1 text-sm">
              Target: <CellContent cell={card.target} />
            </p>
          ) : null}
          {card.notes?.length ? (
            <ul className="mt-1 text-sm text-muted-foreground">
              {card.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
          {card.changes.length ? <ChangeLines lines={card.changes} className="mt-2 gap-y-1" /> : null}
          {card.affects ? (
            <p className="mt-2 text-sm">
              Affects {card.affects.count} {card.affects.count === 1 ? "item" : "items"}:{" "}
              {card.affects.names.slice(0, 12).join(", ")}
              {card.affects.names.length > 12 ? ` and ${card.affects.names.length - 12} more` : ""}
            </p>
          ) : null}
          {card.problem ? (
            <p className="mt-2 text-sm font-medium text-destructive">Cannot run: {card.problem}</p>
          ) : null}
          {card.destructive && !card.problem ? (
            <div className="mt-3 flex items-start gap-2 rounded border border-destructive/50 bg-background p-2">
              {tick("confirmed", !state.selected)}
              <label htmlFor={`${id}-confirmed`} className="text-sm font-medium">
                {confirmationLabel(card)}
              </label>
            </div>
          ) : null}
        </div>
      </div>
    </li>
  );
}
