// An FAQ as an operator types it in one message: its question and its answer, marked, quoted or after a "?".

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
