import { z } from "zod";

import { listOf, type FormPayload } from "~/lib/form-input";

// The FAQ editor (SPEC §5: question and answer both non-blank).
export const FaqItemSchema = z.object({
  question: z
    .string({ error: "Question cannot be blank" })
    .trim()
    .min(1, "Question cannot be blank")
    .max(500, "Question must be at most 500 characters"),
  answer: z
    .string({ error: "Answer cannot be blank" })
    .trim()
    .min(1, "Answer cannot be blank")
    .max(5000, "Answer must be at most 5000 characters"),
});

export const FaqListSchema = z.object({ faqs: z.array(FaqItemSchema).max(100, "At most 100 FAQs") });
export type FaqListInput = z.input<typeof FaqListSchema>;

/** The FAQ form as posted (Conform's payload): parallel question and answer lists, zipped into the list. */
export function faqFormInput(payload: FormPayload): FaqListInput {
  const answers = listOf(payload.answer);
  return { faqs: listOf(payload.question).map((question, i) => ({ question, answer: answers[i] ?? "" })) };
}

/** What the browser checks the FAQ form with: the same shaping, then the same schema. */
export const FaqFormSchema = z.preprocess((payload) => faqFormInput(payload as FormPayload), FaqListSchema);
