import { z } from "zod";

// The FAQ editor (SPEC §5: question and answer both non-blank).
export const FaqItemSchema = z.object({
  question: z.string({ error: "Question cannot be blank" }).trim().min(1, "Question cannot be blank").max(500, "Question must be at most 500 characters"),
  answer: z.string({ error: "Answer cannot be blank" }).trim().min(1, "Answer cannot be blank").max(5000, "Answer must be at most 5000 characters"),
});

export const FaqListSchema = z.object({ faqs: z.array(FaqItemSchema).max(100, "At most 100 FAQs") });
export type FaqListInput = z.input<typeof FaqListSchema>;

export function faqFormValues(form: FormData): FaqListInput {
  const questions = form.getAll("question").map(String);
  const answers = form.getAll("answer").map(String);
  return { faqs: questions.map((question, i) => ({ question, answer: answers[i] ?? "" })) };
}
