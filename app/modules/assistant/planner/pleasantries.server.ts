// The pleasantries around a request ("morning! bit of a mad one today - can you …, thanks x"): a greeting,
// a sign-off, and chat before "can you" that names nothing, which carry no request and whose words
// ("today", "mad one") an intent could misread as part of it. Pure, so unit-tested.

import { indirectRequest } from "./indirect-requests.server";
import { baseVerb } from "./rejected-actions.server";

const GREETING = new RegExp(
  String.raw`^\s*(?:(?:good\s+)?(?:morning|afternoon|evening)(?:\s+all)?|hi+y*a*(?:\s+there)?|hey+(?:\s+there)?|` +
    String.raw`hello(?:\s+hello)?|heya|howdy|yo|right(?:\s+then)?|ok(?:ay)?(?:\s+so)?)\b[\s!,.:;)(-]*(?=\S)`,
  "i",
);
const SIGN_OFF = new RegExp(
  String.raw`[\s,.;!-]*\b(?:(?:and\s+)?that'?s\s+(?:me|all|it|everything)(?:\s+done)?(?:\s+for\s+(?:now|today))?|` +
    String.raw`(?:many\s+)?thanks(?:\s+(?:so\s+much|a\s+lot|again|mate|love|in\s+advance))?|` +
    String.raw`thank\s+you(?:\s+so\s+much)?|` +
    String.raw`cheers(?:\s+(?:mate|pal))?|ta|thx|ty)(?:[\s,.!-]+(?:x+|[a-z]+))?[\s.!x:)]*$`,
  "i",
);
// ("can we do 10% off…?", "would it be ok to knock…?", "would you mind marking…?": a request put as a question)
const POLITE = new RegExp(
  String.raw`^(?:please\s+)?(?:(?:can|could|would|will|shall)\s+(?:you|u|we)(?:\s+please)?|` +
    String.raw`would\s+it\s+be\s+(?:possible|ok|okay|alright|all\s+right)\s+to|` +
    String.raw`is\s+it\s+possible\s+to|any\s+chance\s+(?:you\s+could|we\s+could|of)|(?:would|do)\s+you\s+mind)\s+` +
    String.raw`(?:set|change|put|make|do|` +
    String.raw`drop|lower|raise|knock|take|mark|ship|cancel|refund|hide|unhide|publish|unpublish|draft|delete|remove|` +
    String.raw`turn|switch|end|stop|update|give|call|clear|reply|add|create|start|record|log|note)(?:t?ing|ping)?\b`,
  "i",
);
/** "would you mind marking …": the verb as a command says it. */
const MIND_DOING = /^(?:(?:would|do)\s+you\s+mind|any\s+chance\s+of)\s+([a-z]+ing)\b/i;
/** "can you", "could you please": where a request made politely starts. */
const ASKED = /\b(?:can|could|would|will)\s+(?:you|u)\b/i;

/** "would you mind marking … ?": a request put as a question, as the request ("mark …"); else the text as it was. */
export const politeRequest = (text: string) =>
  POLITE.test(text) ? text.replace(/\?+\s*$/, "").replace(MIND_DOING, (_m, verb: string) => baseVerb(verb)) : text;

/**
 * The request without its pleasantries. `namesSomething` says whether words name a record or figure of the
 * shop; chat before "can you" is dropped only when it names nothing ("megan rang, …can you sort that" keeps it).
 */
export function withoutPleasantries(raw: string, namesSomething: (words: string) => boolean): string {
  let text = raw.replace(GREETING, "");
  const signedOff = text.replace(SIGN_OFF, "");
  if (/[a-z0-9]{2}/i.test(signedOff)) text = signedOff;
  const asked = ASKED.exec(text);
  if (asked && asked.index > 0) {
    const chat = text.slice(0, asked.index);
    if (!namesSomething(chat) && !/\d/.test(chat)) text = text.slice(asked.index);
  }
  // "would it be possible to set … to £45?", "can you remind me what …": a request or a question, said politely
  text = text.replace(/^(?:can|could|would)\s+(?:you|u)\s+(?:remind|tell)\s+me\s+(?=what|how|which|who|when)/i, "");
  text = politeRequest(indirectRequest(text));
  return /[a-z0-9]{2}/i.test(text) ? text.trim() : raw;
}
