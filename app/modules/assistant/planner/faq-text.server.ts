// An FAQ as an operator types it in one message: its question and its answer, marked, quoted or after a "?"; and the
// topic an FAQ is named by ("the faq about returns").
import { wordsOf } from "./words.server";

/** "Q: … A: …", "question '…' answer '…'", or "Question? Answer." */
/** "Q? A", "q: Q? a: A", "\"Q?\" with the answer \"A\"", "\"Q?\" with \"A\"" */
const QUESTION_AND_ANSWER = new RegExp(
  String.raw`^(?:q(?::|\s+(?=["'‘“])))?\s*["'‘“]?(.+?\?)["'’”]?\s*(?:,|;|-|–)?\s*` +
    String.raw`(?:(?:(?:with|and)\s+)?(?:the\s+|an?\s+|its\s+)?(?:a:|a\s+(?=["'‘“])|answer(?:\s+is)?:?)\s*|` +
    // ("'Can I pay in instalments?' with 'Not at the moment'": the quoted answer after "with")
    String.raw`(?:with|and)\s+(?=["'‘“]))?` +
    String.raw`["'‘“]?(.+?)["'’”]?\s*$`,
  "i",
);

export function questionAndAnswer(raw: string): { question: string; answer: string } | null {
  // "add one: Q? A" (the FAQ named before, its noun borrowed at the end) reads from after the verb
  const typed = raw.replace(/\s+faqs?\s*$/i, "");
  const body = /\bfaq\b/i.test(typed)
    ? typed.replace(/^.*?\bfaq\b\s*(?:question)?\s*[:\-–]?\s*/i, "")
    : typed.replace(/^.*?\b(?:add|new|create)\b(?:\s+(?:a|an|one|another|new))*\s*[:\-–]?\s*/i, "");
  // ("add a question to the FAQ page, 'Do you …?', with the answer '…'": a quoted question starts where its quote does)
  const quotedQuestion = body.match(/["‘“'][^"'’”]*\?["'’”]/);
  if (quotedQuestion?.index && !body.slice(0, quotedQuestion.index).includes("?"))
    return questionAndAnswer(`faq: ${body.slice(quotedQuestion.index)}`);
  // "q: how long is the warranty a: 3 years": the marks say where each starts, with or without a "?"
  const marked = body.match(/^\s*q\s*:\s*(.+?)\s+a\s*:\s*(.+)$/i);
  const unquoted = (t: string) => t.trim().replace(/^["'‘“]+|["'’”]+$/g, "");
  if (marked) return { question: unquoted(marked[1]), answer: unquoted(marked[2]) };
  const qa = body.match(QUESTION_AND_ANSWER);
  if (!qa) return null;
  return { question: qa[1].replace(/^q:\s*/i, "").trim(), answer: qa[2].replace(/^a:\s*/i, "").trim() };
}

const TOPIC = /\b(?:about|on|re|regarding)\s+(?:the\s+|our\s+)?([a-z\d' -]+?)\s*$/;
// ("about whether the consoles come with games": the words that put the question are no topic)
const NOT_TOPIC = /^(?:please|thanks|that|this|them|with|from|your|have|whether|what|when|where|which|there)$/;
// "shipping" and "ship", "returns" and "return"
const stem = (w: string) =>
  w
    .replace(/(?:ing|ed|es|s)$/, "")
    .replace(/([b-df-hj-np-tv-z])\1$/, "$1")
    .slice(0, 5);

/** The words after "about" ("the faq about crypto payments"), each with whether the FAQ's question or answer has it. */
function topicIn(subject: string, faq: { question: string; answer: string }) {
  const about = subject.toLowerCase().match(TOPIC)?.[1];
  if (!about) return null;
  const known = new Set(wordsOf(`${faq.question} ${faq.answer}`).map(stem));
  const words = wordsOf(about).filter((w) => w.length > 3 && !NOT_TOPIC.test(w));
  return { about, known: words.map((w) => known.has(stem(w))) };
}

/** The words after "about" when one of them is in neither the FAQ's question nor its answer; null when every one is. */
export function unmatchedTopic(subject: string, faq: { question: string; answer: string }): string | null {
  const topic = topicIn(subject, faq);
  return topic?.known.some((k) => !k) ? topic.about : null;
}

/** The topic after "about" when no word of it is in any of `faqs` ("the faq about gift wrapping"); null when one
 * shares a word with it (asked which, as "the faq about shipping abroad" may be the one about shipping). */
export function topicOfNone(subject: string, faqs: readonly { question: string; answer: string }[]): string | null {
  const topics = faqs.map((f) => topicIn(subject, f));
  const none = topics.length > 0 && topics.every((t) => t && t.known.length > 0 && !t.known.some(Boolean));
  return none ? topics[0]!.about : null;
}
