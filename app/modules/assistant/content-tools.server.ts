// The settings an operator changes often (announcement bar, hero heading and subtitle, free-delivery
// threshold, tracking and the email collector on or off) and the FAQs, through the settings editor's
// and the FAQ editor's own functions and schemas.
import { z } from "zod";

import type { Db } from "~/db/client.server";
import type { Settings } from "~/db/schema/settings";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { editConflict, resolveEdit } from "~/modules/activity/activity.server";
import { formatFieldValue } from "~/modules/activity/change-format";
import { deliveryDestinations } from "~/modules/settings/delivery-destinations";
import { FaqItemSchema } from "~/modules/settings/faq.schema";
import { getFaqs, saveFaqs } from "~/modules/settings/faq.server";
import { SettingsUpdateSchema, toSettingsForm } from "~/modules/settings/settings.schema";
import { getSettings, updateSettings } from "~/modules/settings/settings.server";

import type { ProposalCard } from "./assistant.schema";
import { faqDeliveryWarning } from "./consistency.server";
import { changeCard, createCard, deleteCard, proposedChanges, type PlannedCard } from "./previews.server";
import { defineTool } from "./tool-kit.server";

const SETTINGS_LINK = { text: "Site settings", href: "/admin/dashboard/settings" };
const FAQ_LINK = { text: "FAQs", href: "/admin/dashboard/faq" };

const UpdateSettingsArgs = z
  .strictObject({
    announcementBar: z.string().max(300).optional().describe("The bar at the top of every page; empty hides it"),
    heroHeading: z.string().max(200).optional().describe("The home page's heading"),
    heroSubtitle: z.string().max(500).optional().describe("The line under the home page's heading"),
    freeDeliveryThreshold: z
      .union([z.string().max(20), z.number()])
      .optional()
      .describe("Order total in pounds from which delivery is free, e.g. 60.00"),
    trackingPageEnabled: z.boolean().optional().describe("The order tracking page on or off"),
    emailCollectorEnabled: z.boolean().optional().describe("The home page's newsletter sign-up on or off"),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "Name at least one setting to change" });
type SettingsEdit = z.output<typeof UpdateSettingsArgs>;

/** The settings record with the edit applied through the editor's schema: what changes, from what. */
async function settingsChange(db: Db, edit: SettingsEdit) {
  const stored = await getSettings(db);
  const form = toSettingsForm(stored);
  const changes = proposedChanges(SettingsUpdateSchema, stored, form, edit);
  return { stored, form, changes };
}

function settingsTitle(changes: Record<string, { after: unknown }>): string {
  const keys = Object.keys(changes);
  if (keys.length === 0) return "No change to the site settings";
  if (keys.length > 1) return "Change the site settings";
  const [key] = keys;
  const on = changes[key].after === true;
  if (key === "trackingPageEnabled") return `Turn order tracking ${on ? "on" : "off"}`;
  if (key === "emailCollectorEnabled") return `Turn the email collector ${on ? "on" : "off"}`;
  if (key === "announcementBar")
    return changes[key].after ? "Change the announcement bar" : "Clear the announcement bar";
  if (key === "heroHeading") return "Change the home page heading";
  if (key === "heroSubtitle") return "Change the home page subtitle";
  return "Change the free-delivery threshold";
}

/** The FAQ a call names, by its question (any case, surrounding spaces ignored). */
async function faqNamed(db: Db, question: string) {
  const faqs = await getFaqs(db);
  const key = question.trim().toLowerCase();
  const index = faqs.findIndex((f) => f.question.trim().toLowerCase() === key);
  if (index < 0) throw new DomainError("not_found", `There is no FAQ “${question.trim()}”.`);
  return { faqs, index, faq: faqs[index] };
}

const QuestionArg = z.string().trim().min(1, "Give the FAQ's question").max(500).describe("The FAQ's question");

export const CONTENT_TOOLS = [
  defineTool({
    name: "update_settings",
    description:
      "Change the settings an operator changes often: announcement bar, hero heading and subtitle, " +
      "free-delivery threshold (pounds), order tracking on/off, email collector on/off. Only the fields given change.",
    schema: UpdateSettingsArgs,
    async preview({ db }, { value }): Promise<PlannedCard> {
      const { stored, changes } = await settingsChange(db, value);
      const card: ProposalCard = changeCard(settingsTitle(changes), SETTINGS_LINK, changes);
      const values = stored as Record<string, unknown>;
      const baseline = Object.fromEntries(Object.keys(value).map((k) => [k, values[k]]));
      if (Object.keys(changes).length === 0) return { ...card, problem: "These settings already hold those values." };
      return { ...card, baseline };
    },
    async run({ db, actor, baseline }, { value }) {
      const { stored, form } = await settingsChange(db, value);
      const proposed = parseInput(SettingsUpdateSchema, { ...form, ...value }) as Record<string, unknown>;
      const { values, conflicts } = resolveEdit(stored, proposed, Object.keys(value), baseline);
      if (Object.keys(conflicts).length) throw editConflict("setting", conflicts);
      const changed = Object.keys(values) as (keyof SettingsEdit)[];
      if (changed.length === 0) return { message: "The settings already hold those values.", data: null };
      const edit = Object.fromEntries(changed.map((k) => [k, value[k]]));
      const row: Settings = await updateSettings(db, { ...form, ...edit }, actor);
      return {
        message: "Settings saved successfully.",
        // in the shop's formats (the threshold in pounds), as the chat and a model read it
        data: Object.fromEntries(changed.map((k) => [k, formatFieldValue(k, row[k as keyof Settings])])),
      };
    },
  }),
  defineTool({
    name: "add_faq",
    description: "Add a question and its answer to the end of the FAQs.",
    schema: z.strictObject({ question: FaqItemSchema.shape.question, answer: FaqItemSchema.shape.answer }),
    async preview({ db }, { value }) {
      const offered = deliveryDestinations(await getSettings(db));
      const warning = faqDeliveryWarning(value.question, value.answer, offered);
      const card = {
        ...createCard(`Add the FAQ “${value.question}”`, value),
        target: FAQ_LINK,
        ...(warning ? { notes: [warning] } : {}),
      };
      const faqs = await getFaqs(db);
      const same = faqs.some((f) => f.question.trim().toLowerCase() === value.question.toLowerCase());
      return same ? { ...card, problem: "There is an FAQ with this question already: edit it instead." } : card;
    },
    async run({ db, actor }, { value }) {
      const faqs = await getFaqs(db);
      await saveFaqs(db, { faqs: [...faqs, value] }, actor);
      return { message: `Added the FAQ “${value.question}”.`, data: value };
    },
  }),
  defineTool({
    name: "update_faq",
    description: "Change the answer (and optionally the question) of an FAQ, found by its current question.",
    schema: z.strictObject({
      question: QuestionArg,
      answer: FaqItemSchema.shape.answer,
      newQuestion: FaqItemSchema.shape.question.optional(),
    }),
    async preview({ db }, { value }) {
      const { faq } = await faqNamed(db, value.question);
      const after = { question: value.newQuestion ?? faq.question, answer: value.answer };
      const changes = Object.fromEntries(
        (["question", "answer"] as const)
          .filter((k) => faq[k] !== after[k])
          .map((k) => [k, { before: faq[k], after: after[k] }]),
      );
      const card = changeCard(`Edit the FAQ “${faq.question}”`, FAQ_LINK, changes);
      return Object.keys(changes).length ? card : { ...card, problem: "The FAQ already says that." };
    },
    async run({ db, actor }, { value }) {
      const { faqs, index, faq } = await faqNamed(db, value.question);
      const next = { question: value.newQuestion ?? faq.question, answer: value.answer };
      await saveFaqs(db, { faqs: faqs.map((f, i) => (i === index ? next : f)) }, actor);
      return { message: `Updated the FAQ “${next.question}”.`, data: next };
    },
  }),
  defineTool({
    name: "delete_faq",
    description: "Remove an FAQ, found by its question (destructive: needs the operator's explicit confirmation).",
    schema: z.strictObject({ question: QuestionArg }),
    async preview({ db }, { value }) {
      const { faq } = await faqNamed(db, value.question);
      return {
        ...deleteCard(`Remove the FAQ “${faq.question}”`, FAQ_LINK, faq.question),
        notes: ["It can be put back from Activity (Undo)."],
      };
    },
    async run({ db, actor }, { value }) {
      const { faqs, index, faq } = await faqNamed(db, value.question);
      await saveFaqs(db, { faqs: faqs.filter((_, i) => i !== index) }, actor);
      return { message: `Removed the FAQ “${faq.question}”.`, data: faq };
    },
  }),
];
