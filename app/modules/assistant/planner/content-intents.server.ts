// The settings operators change often, FAQs, and undo (reviews are review-intents.server.ts).
import { applyPriceChange, poundsText, priceChange } from "./amounts.server";
import { matchCatalog, matchFaq } from "./entities.server";
import { questionAndAnswer, topicOfNone, unmatchedTopic } from "./faq-text.server";
import { askWith, call, money, pinned, propose, type Intent, type Request } from "./kit.server";
import { nothingSelected } from "./selection-intents.server";
import { switchesNamed } from "./setting-switches.server";
import { QUOTED } from "./spoken-punctuation.server";
import { LAST_CHANGE_UNDONE, putBackFromYours, STEP_BACK } from "./undo-words.server";

/** The free text after "to", ":" or "is" in the typed request (quotes removed). */
function freeText(raw: string, after: RegExp): string | null {
  const m = raw.match(after);
  if (!m) return null;
  const rest = raw.slice(m.index! + m[0].length).trim();
  // "say 'Refunds take 5 working days' please": wording quoted from the start ends at its closing quote
  const quoted = [...rest.matchAll(QUOTED)][0];
  if (quoted?.index === 0 && quoted[0].length > 2) return quoted[0].slice(1, -1).trim() || null;
  const text = rest.replace(/^["'“‘]+|["'”’]+$/g, "").trim();
  return text || null;
}
const TEXT_AFTER = /\b(?:to|as|is|says?|reads?)\b\s*:?\s*|:\s*/i;

export const settingsIntent: Intent = async (req) => {
  const { text, raw } = req;
  if (/\?$|^(?:what|whats|what's|show|how)\b/.test(text)) return null;
  const off = /\b(?:off|disable|hide|remove|stop)\b/.test(text);
  const on = /\b(?:on|enable|show|start|back)\b/.test(text);
  // "switch the tracking page off, and the newsletter box as well": one word on or off for each switch named
  const named = switchesNamed(text, await req.lookup.orders());
  if (named.length && (off || on)) {
    if (named.length > 1 && off && on)
      return askWith(`Which should be on and which off: the ${named.map((s) => s.label).join(" or the ")}?`, []);
    const value = !off;
    return propose(
      `I'll turn the ${named.map((s) => s.label).join(" and the ")} ${value ? "on" : "off"}. ` +
        "Please review and approve.",
      named.map((s) => call("update_settings", { [s.key]: value })),
    );
  }
  const textField =
    /\b(?:announcement|banner|heading|headline|hero|sub-?title|sub-?heading|strapline|tagline|title)\b/.test(text);
  if (
    /\bfree\s+(?:delivery|shipping|postage|p&p)\b|\b(?:delivery|shipping|postage)\s+free\b/.test(text) &&
    !textField
  ) {
    const current = await req.lookup.freeDeliveryThreshold();
    const change = priceChange(text);
    if (!change) return askWith(`From what order total should delivery be free? It is ${money(current)} now.`, []);
    const next = change.mode === "percent" ? applyPriceChange(current, change) : applyPriceChange(current, change);
    return propose(`I'll make delivery free from ${money(next)} (now ${money(current)}). Please review and approve.`, [
      call("update_settings", { freeDeliveryThreshold: poundsText(next) }),
    ]);
  }
  // the guarantee banner's wording is not the assistant's to change: a banner given new wording is the top bar
  const wording = /\bbanner\b\s*(?:to\s+|:\s*)?["“'‘]/.test(raw.toLowerCase()) || /\bbanner\s*:/.test(text);
  const field =
    /\bannouncement|banner\s+text|top\s+bar\b/.test(text) || wording
      ? (["announcementBar", "announcement bar"] as const)
      : // ("the line under the homepage heading" is the subtitle, not the heading it is under)
        /\b(?:sub-?title|sub-?heading|strapline|tagline)\b|\b(?:line|text|bit|words?)\s+(?:under|below|beneath)\b/.test(
            raw.toLowerCase().replace(/(["“‘'])[^"”’']*["”’']/g, " "),
          )
        ? (["heroSubtitle", "home page subtitle"] as const)
        : /\b(?:headline|heading|hero|homepage\s+title|home\s+page\s+title)\b/.test(text)
          ? (["heroHeading", "home page heading"] as const)
          : null;
  if (!field) {
    if (/\bbanner\b/.test(text))
      return askWith("Which banner: the announcement bar at the top, or the guarantee banner?", [
        { label: "Announcement bar", prompt: "Show current site settings" },
      ]);
    return null;
  }
  if (
    /\b(?:clear|remove|empty|delete|hide|get\s+rid\s+of|bin|kill|scrap|ditch|lose|turn\s+off|take\s+down)\b/.test(
      text,
    ) &&
    field[0] === "announcementBar"
  )
    return propose("I'll clear the announcement bar. Please review and approve.", [
      call("update_settings", { announcementBar: "" }),
    ]);
  const afterField = raw.search(/announc|banner|head|hero|sub|title|strapline|tagline|top bar/i);
  const tail = raw.slice(Math.max(0, afterField));
  // "announcement bar 'Back in stock: R36 Ultra'": wording quoted before any "to" or colon is kept whole, its own
  // colon included
  const opened = tail.match(/(?:^|[\s:])["“‘']/);
  const quotedWhole =
    opened && opened.index! < (tail.match(TEXT_AFTER)?.index ?? Infinity)
      ? tail
          .slice(opened.index!)
          .match(/["“‘'](.+)["”’']\s*$/)?.[1]
          ?.trim()
      : undefined;
  // "hero title \"Retro gaming\"": text in quotes is the new wording even without "to"
  const value =
    quotedWhole ?? freeText(tail, TEXT_AFTER) ?? raw.match(/["“'‘]([^"”]+?)["”'’]\s*$/)?.[1]?.trim() ?? null;
  if (!value) return askWith(`What should the ${field[1]} say?`, []);
  return propose(`I'll change the ${field[1]} to “${value}”. Please review and approve.`, [
    call("update_settings", { [field[0]]: value }),
  ]);
};

export const faqIntent: Intent = async (req) => {
  const { text, raw } = req;
  if (!/\bfaqs?\b|\bfrequently\s+asked\b/.test(text)) return null;
  if (/^(?:list|show|what|view|see)\b/.test(text)) return propose("Here are the FAQs.", [call("get_faqs")]);
  // "faq: Do you accept PayPal? Yes": a question none of the FAQs asks, with its answer, is a new one
  const typedQa = /^\s*faq\s*(?:q\s*)?[:\-–]|\bq\s*:.+\?\s*a\s*:/i.test(raw) ? questionAndAnswer(raw) : null;
  const asked = (await req.lookup.faqs()).some((f) => f.question.toLowerCase() === typedQa?.question.toLowerCase());
  if (/\b(?:add|new|create)\b/.test(text) || (typedQa && !asked)) {
    const qa = questionAndAnswer(raw);
    if (!qa)
      return askWith(
        "What are the question and its answer? E.g. “Add an FAQ: Do you ship to Ireland? Yes, in 3-5 days.”",
        [],
      );
    return propose(`I'll add the FAQ “${qa.question}”. Please review and approve.`, [call("add_faq", qa)]);
  }
  const faqs = await req.lookup.faqs();
  const quoted = raw.match(/["'‘“](.+?\?)["'’”]/)?.[1];
  const subject = quoted ?? raw.replace(/\b(?:to|is)\b\s*(?:say(?:s|ing)?\s*)?:?\s*["'‘“].*$|:.*$/i, "");
  const found = matchFaq(subject.toLowerCase(), faqs);
  // a question quoted word for word that is none of the FAQs: said, not swapped for another
  if (quoted && !faqs.some((f) => f.question.toLowerCase() === quoted.toLowerCase()) && !("found" in found))
    return { message: `There is no FAQ “${quoted}”.`, toolCalls: [], reply: "decline", suggestions: [] };
  // "the faq about gift wrapping": a topic that none of the FAQs is about selects none, whichever is closest
  const absent = quoted || "found" in found ? null : topicOfNone(subject, faqs);
  if (absent) return nothingSelected(`There is no FAQ about ${absent}, so nothing is proposed.`);
  if (!("found" in found)) {
    const options = "ambiguous" in found ? found.ambiguous : faqs.slice(0, 3);
    return askWith(
      "Which FAQ do you mean?",
      options.map((f) => pinned(req, f.question)),
    );
  }
  const faq = found.found;
  // "the faq about crypto payments": a topic word none of the FAQ's words has selects no FAQ
  const topic = quoted ? null : unmatchedTopic(subject, faq);
  if (topic)
    return nothingSelected(
      `There is no FAQ about ${topic} (the closest asks “${faq.question}”), so nothing is proposed.`,
    );
  if (/\b(?:remove|delete|drop|bin|scrap|ditch|trash|kill|nuke|get\s+rid\s+of)\b/.test(text))
    return propose(`I'll remove the FAQ “${faq.question}”. Please review and approve.`, [
      call("delete_faq", { question: faq.question }),
    ]);
  // (a quoted answer is the answer whole: "should say 'Around 6 to 8 hours'" is not cut at its own "to")
  const told = raw.replace(/^.*?\bfaq\b/i, "");
  const said = told.match(/\b(?:say|says|read|reads|saying)\s*:?\s*(["“‘]([^"”’]+)["”’]|'(.+)'(?!\w))/i);
  const answer = said?.[2] ?? said?.[3] ?? freeText(told, /\b(?:to|is)\b\s*:?\s*|:\s*(?:answer\s+is\s*)?/i);
  if (!answer) return askWith(`What should the answer to “${faq.question}” be?`, []);
  return propose(`I'll change the answer to “${faq.question}”. Please review and approve.`, [
    call("update_faq", {
      question: faq.question,
      // "to say yes we do", "so it says: …": the wording after "say"
      answer: answer.replace(/^(?:(?:answer\s+is|say(?:s|ing)?(?:\s+that)?)\s*:?\s*)?["'‘“]?|["'’”]$/gi, ""),
    }),
  ]);
};

/** What kind of record a change is about, in an undo request's words or a change's summary. */
function kindOfChange(words: string): string | null {
  const kinds: [string, RegExp][] = [
    ["order", /\b(?:orders?|shipment|shipping|shipped|dispatch\w*|parcel|tracking|refund\w*|cancel\w*)\b/],
    ["review", /\breviews?\b/],
    ["FAQ", /\bfaqs?\b/],
    ["sale", /\bsales?\b/],
    ["discount code", /\b(?:codes?|vouchers?)\b/],
    ["settings", /\b(?:settings?|banner|announcement|heading)\b/],
    ["product", /\b(?:products?|add-?ons?|prices?|stock)\b/],
  ];
  return kinds.find(([, re]) => re.test(words))?.[0] ?? null;
}

export const undoIntent: Intent = async (req: Request) => {
  const { text } = req;
  const undo =
    new RegExp(
      String.raw`^(?:oops,?\s+)?undo\b|\bundo\s*$|\bundo\s+(?:it|that|` +
        String.raw`the\s+last|(?:whatever|what)\s+(?:you|u)\s+(?:last\s+|just\s+)?(?:did|changed?))|` +
        String.raw`\broll\s*back\b|\btake\s+that\s+back\b|\bctrl[\s+-]*z\b|` +
        String.raw`\b(?:revert|reverse)\s+(?:it|that|(?:(?:the|your|ur|my)\s+)?last|` +
        String.raw`what\s+you\s+(?:just\s+)?(?:did|change[sd]?))\b|` +
        String.raw`\b(?:put|change)\s+back\s+what\s+you\s+(?:just\s+)?(?:did|change[sd]?)\b|` +
        String.raw`\bscrap\s+that(?:\s+change)?\s*$|` +
        // "put that back", "scrap that, go back": nothing named, so the last change
        String.raw`^(?:(?:oops|whoops|sorry|no|nah|nope),?\s+)?(?:please\s+)?(?:just\s+)?` +
        String.raw`put\s+(?:it|that|them)\s+back(?:\s+(?:please|pls))?\s*$|` +
        String.raw`^(?:(?:oops|whoops|sorry|no|nah),?\s+)?(?:(?:scrap|cancel|forget)\s+that,?\s+)?(?:just\s+)?` +
        String.raw`go\s+back(?:\s+(?:please|pls))?\s*$|` +
        String.raw`\bput\s+(?:it|that|them)\s+back\s+(?:how|the\s+way|as)\s+(?:it|they)\s+(?:was|were)\b|` +
        String.raw`\broll\s+(?:it|that)\s+back\b|${LAST_CHANGE_UNDONE}|${STEP_BACK}|` +
        // ("oops, that was a mistake, take it back": a slip owned up to, then the change it made taken back)
        String.raw`^(?:(?:oops|whoops|sorry|my\s+bad|that\s+was\s+(?:a\s+|my\s+)?mistake|that'?s\s+wrong)\s*,?\s*)+` +
        String.raw`(?:(?:please|pls|just|can\s+you|could\s+you)\s+)*take\s+it\s+back(?:\s+(?:please|pls))?\s*$`,
    ).test(text) ||
    text === "undo" ||
    putBackFromYours(text);
  // "reverse your change to the controller price": a change of the assistant's, named by what it changed
  // ("undo the controller price change", "undo that controller price thing" too: the change is undone, not a
  // new price worked out from Activity)
  const named = matchCatalog(text, await req.lookup.catalog());
  const latestFirst = await req.lookup.latestUndoable();
  // (a price change is the price intent's, from Activity, unless it was this assistant's own newest change)
  const ownPrice = "found" in named && !!latestFirst?.summary.toLowerCase().includes(named.found.name.toLowerCase());
  const namedChange =
    "found" in named &&
    (ownPrice || !/\bprice\b/.test(text)) &&
    (/\b(?:revert|reverse|undo)\s+(?:the\s+|your\s+|ur\s+|that\s+)?(?:[\w-]+\s+){0,4}(?:change|thing|edit)\b/.test(
      text,
    ) ||
      // ("put the controller price back how it was before you changed it": the change named is the assistant's own)
      new RegExp(STEP_BACK).test(text));
  if ((!undo && !namedChange) || (!namedChange && /\bprice\b/.test(text))) return null;
  // "undo something", "undo one of the changes": which change is not said
  if (/\bundo\s+(?:something|anything|some(?:\s+\w+)?|one\s+of|a\s+change|a\s+few)\b/.test(text))
    return askWith("Which change should I undo? I can undo my own newest change; Activity lists the others.", [
      { label: "Undo the last change", prompt: "Undo the last change" },
      { label: "Show recent activity", prompt: "Show recent activity" },
    ]);
  const latest = await req.lookup.latestUndoable();
  if (!latest) return askWith("There is no assistant change left that can be undone.", []);
  const elsewhere = "found" in named && !latest.summary.toLowerCase().includes(named.found.name.toLowerCase());
  // the assistant undoes its own newest change; a change the words place elsewhere (a page, a day, the
  // operator's own) may be another one, so it is asked about rather than guessed
  // "undo the x55 change" when the newest was the controller's: that item has no change of mine to undo
  if (elsewhere && "found" in named)
    return nothingSelected(
      `My newest change was: ${latest.summary}, not a change to ${named.found.name}, so nothing is proposed; ` +
        "changes made on the admin pages are undone from Activity.",
    );
  if (
    /\b(?:i|we)\s+(?:did|made|changed|set)\b|\bpage\b|\byesterday\b|\blast\s+(?:week|night)\b|\bon\s+\w+day\b/.test(
      text,
    )
  )
    return askWith(
      `I can undo my own newest change, which was: ${latest.summary}. Changes made on the admin pages are ` +
        "undone from Activity. Which do you mean?",
      [
        { label: `Undo: ${latest.summary}`, prompt: "Undo the last change" },
        { label: "Show recent activity", prompt: "Show recent activity" },
      ],
    );
  // "undo the last shipment" when the newest change was a price: the kind of change named is not the last one
  const kind = kindOfChange(text);
  if (kind && kind !== kindOfChange(latest.summary.toLowerCase()))
    return nothingSelected(
      `My newest change was: ${latest.summary}. That is not ${kind === "order" ? "an" : "a"} ${kind} change, so ` +
        "nothing is proposed; changes made on the admin pages are undone from Activity.",
    );
  if (latest.blockedBy)
    return askWith(`The last change (${latest.summary}) cannot be undone: ${latest.blockedBy}`, [
      { label: "Show recent activity", prompt: "Show recent activity" },
    ]);
  if (latest.asksCorrection) {
    // the customer was told of the change (shipped or delivered): a button per answer, each pinned to the request
    const typed = req.raw.toLowerCase();
    const email = /\(email (?:them |the customer )?a correction\)/.test(typed);
    const quiet = /\(without emailing\)/.test(typed);
    const goesBack = latest.correction?.goesBack ?? latest.summary;
    if (!email && !quiet)
      return askWith(
        `Undoing the last change: ${goesBack}. ${latest.correction?.told ?? "The customer was emailed about it."} ` +
          "Shall I email them a correction when I undo it?",
        [
          { label: "Undo and email a correction", prompt: `${req.raw} (email a correction)` },
          { label: "Undo without emailing", prompt: `${req.raw} (without emailing)` },
        ],
      );
    return propose(
      `I'll undo the last change: ${goesBack}, ` +
        `${email ? "and email the customer a correction" : "without emailing the customer"}. ` +
        "Please review and approve.",
      [call("undo_change", { entryId: latest.id, emailCorrection: email })],
    );
  }
  return propose(`I'll undo the last change: ${latest.summary}. Please review and approve.`, [
    call("undo_change", { entryId: latest.id }),
  ]);
};
