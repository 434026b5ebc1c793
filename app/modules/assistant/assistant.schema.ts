import { z } from "zod";

import type { ChangeLine } from "~/modules/activity/change-format";
import { can, TOOL_PERMISSIONS, type Role } from "~/modules/auth/permissions";

// The AI assistant's wire format (SPEC §3 'AI chat message', 'AI plan'; §7 ai-admin), shared by the
// chat page and POST /api/admin/ai.

export const GREETING =
  "Hello! I'm your store assistant. I can look up products, orders, add-ons, reviews and " +
  "settings, and prepare changes for you to approve. What would you like to do?";

/** SPEC §2's quick prompts: the button label and the text sent. */
export const QUICK_PROMPTS = [
  { label: "View draft products", prompt: "Show draft products", tool: "get_products" },
  { label: "Today's orders", prompt: "Show today's orders", tool: "get_orders" },
  { label: "Current site settings", prompt: "Show current site settings", tool: "get_settings" },
] as const;
export type QuickPrompt = { label: string; prompt: string };

const LOOK_UPS = [
  ["products", "get_products"],
  ["orders", "get_orders"],
  ["add-ons", "get_addons"],
  ["reviews", "get_reviews"],
  ["settings", "get_settings"],
] as const;

/** The greeting, saying only what this role's assistant does: GREETING itself for a role that may do it all. */
export function greetingFor(role: Role | null): string {
  const things = LOOK_UPS.filter(([, tool]) => can(role, TOOL_PERMISSIONS[tool])).map(([thing]) => thing);
  if (things.length === LOOK_UPS.length) return GREETING;
  const list = things.length > 1 ? `${things.slice(0, -1).join(", ")} and ${things.at(-1)}` : (things[0] ?? "orders");
  const changes = Object.entries(TOOL_PERMISSIONS).some(
    ([tool, needs]) => !tool.startsWith("get_") && can(role, needs),
  );
  return (
    `Hello! I'm your store assistant. I can look up ${list}` +
    `${changes ? ", and prepare changes for you to approve" : ""}. What would you like to do?`
  );
}

/** The quick prompts a role's assistant would answer: one it would refuse is not offered. */
export function quickPromptsFor(role: Role | null): QuickPrompt[] {
  return QUICK_PROMPTS.filter((q) => can(role, TOOL_PERMISSIONS[q.tool])).map(({ label, prompt }) => ({
    label,
    prompt,
  }));
}

export const AttachmentSchema = z.object({
  url: z
    .string()
    .trim()
    .max(500)
    .regex(/^\/uploads\/[a-z0-9-]+\.(webp|mp4|webm)$/, "Attachments must be files uploaded to this shop"),
  filename: z.string().trim().max(255).default(""),
  type: z.enum(["image", "video"], { error: "Attachment type must be image or video" }),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

export const ChatRoleSchema = z.enum(["user", "assistant", "system"], {
  error: "Role must be user, assistant or system",
});

export const PlanMessageSchema = z.object({
  role: ChatRoleSchema,
  content: z.string().max(20_000, "A message can be at most 20000 characters"),
});
export type PlanMessage = z.infer<typeof PlanMessageSchema>;

export const ToolCallSchema = z.object({
  name: z.string().trim().min(1, "Tool name is required").max(100),
  arguments: z.record(z.string(), z.unknown()).default({}),
});
export type ToolCall = z.infer<typeof ToolCallSchema>;

const RequestContextSchema = z
  .object({ attachments: z.array(AttachmentSchema).max(10).default([]) })
  .default({ attachments: [] });

export const PlanRequestSchema = z.object({
  mode: z.literal("plan"),
  messages: z
    .array(PlanMessageSchema)
    .min(1, "Send at least one message")
    .max(100, "The conversation is too long; clear it and start again"),
  /** the conversation's attachments: stored with the plan, the only media its calls may place */
  context: RequestContextSchema,
});

export const ExecuteRequestSchema = z.object({
  mode: z.literal("execute"),
  /** the plan the server issued in plan mode; only its calls run, once (ADR 060) */
  planId: z.uuid("Approve a plan the assistant proposed: planId is missing or invalid"),
  /** the calls the operator approved: the plan's calls, perhaps fewer, never others */
  toolCalls: z.array(ToolCallSchema).min(1, "Nothing to execute").max(20, "At most 20 operations at once"),
  /** the operator ticked the destructive confirmation; without it no delete or bulk_update runs */
  confirmDestructive: z.boolean().default(false),
  /** kept for SPEC §7's shape; the attachments stored with the plan are the ones that count */
  context: RequestContextSchema,
});

/** Undo from the chat: the same undo as Activity's, of a change a result offered to undo. */
export const UndoRequestSchema = z.object({
  mode: z.literal("undo"),
  entryId: z.uuid("Unknown change"),
  /** undoing "shipped" after the shipping email: whether the customer is emailed a correction */
  emailCorrection: z.boolean().optional(),
});

export const AiRequestSchema = z.discriminatedUnion(
  "mode",
  [PlanRequestSchema, ExecuteRequestSchema, UndoRequestSchema],
  {
    error: "Mode must be plan, execute or undo",
  },
);

/** A cell of a read result's table; `href` makes it a link (an edit page, a storefront page). */
export type Cell = { text: string; href?: string };
/** What a read tool shows in the chat: a table a person reads, not JSON. */
export type ReadView = { caption: string; columns: string[]; rows: Cell[][]; more?: Cell };

/** One proposed change as the review dialog shows it (computed on the server from the stored record). */
export type ProposalCard = {
  /** "Change the price of R36 Ultra" */
  title: string;
  target?: Cell;
  /** each changed field, current → proposed, in the shop's formats */
  changes: ChangeLine[];
  destructive: boolean;
  /** what a delete or bulk update affects: how many, and their names */
  affects?: { count: number; names: string[] };
  /** the change cannot run as proposed (not found, invalid): shown, and it cannot be approved */
  problem?: string;
  /** plain facts the operator checks before approving: "Customer: Priya Shah", "Total: £74.99" */
  notes?: string[];
};

/** A button under the assistant's reply: its label, and the request it sends. */
export type Suggestion = { label: string; prompt: string };

/** The site settings the assistant shows (get_settings) and sums up afterwards, in this order: none secret. */
export const SETTINGS_SHOWN = [
  "siteName",
  "announcementBar",
  "heroHeading",
  "freeDeliveryThreshold",
  "emailCollectorEnabled",
  "trackingPageEnabled",
  "guaranteeBannerEnabled",
  "shippingInfo",
] as const;

/**
 * The planner's answer: read results already run, and the changes (with their cards) to review. With
 * no tool calls, `reply` says whether it asks which reading was meant or declines, and `suggestions`
 * are the buttons it offers (the closest readings, or the closest things it can do).
 */
export type Plan = {
  message: string;
  toolCalls: ToolCall[];
  /** present when the plan proposes changes: the id execute mode must send, and when it lapses */
  planId?: string;
  expiresAt?: string;
  cards?: ProposalCard[];
  reads?: ToolResult[];
  reply?: "ask" | "decline";
  suggestions?: Suggestion[];
};
/** A change just made that can be undone on its own, from the chat: its activity entry. */
/**
 * A change just made that can be undone on its own, from the chat: its activity entry; `question` asks
 * whether to email the customer a correction when they were told of it.
 */
export type UndoOffer = { entryId: string; asksCorrection: boolean; question?: string; label: string };
export type ToolResult = {
  toolName: string;
  success: boolean;
  message: string;
  data: unknown;
  view?: ReadView;
  /** the change this call made, when it can be undone on its own (Activity's rules) */
  undo?: Omit<UndoOffer, "label">;
};

/** Read-only tools run at once, without the review dialog (their names start with get_). */
export function isReadOnly(toolName: string): boolean {
  return toolName.startsWith("get_");
}

/** SPEC §9: an operation is destructive when its name contains delete or bulk_update. */
export function isDestructive(toolName: string): boolean {
  const name = toolName.toLowerCase();
  return name.includes("delete") || name.includes("bulk_update");
}

/** One chat line as the page keeps it (SPEC §3), with the tables of any reads it answered. */
export type ChatMessage = {
  id: string;
  role: "user" | "assistant" | "system";
  content: string;
  timestamp: string;
  attachments?: Attachment[];
  views?: ReadView[];
  /** buttons under an assistant reply: the closest readings, or what it can do instead */
  suggestions?: Suggestion[];
  /** the changes an approved run made that offer Undo here */
  undos?: UndoOffer[];
};

/** The text the planner sees for a user message with attachments (it only gets role and content). */
export function withAttachmentNote(content: string, attachments: readonly Attachment[]): string {
  if (attachments.length === 0) return content;
  const lines = attachments.map((a) => `- ${a.type} ${a.filename ? `"${a.filename}" ` : ""}at ${a.url}`);
  return `${content}\n\nAttachments:\n${lines.join("\n")}`;
}
