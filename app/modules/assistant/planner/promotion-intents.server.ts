// Sales and discount codes in an operator's words: "start a 15% off sale on all add-ons from Friday to
// Monday", "create code BLACKFRIDAY 10% off", "end the black friday sale", "end the WELCOME10 code".
// A sale or code needs a when and a how much: without them the planner asks rather than guesses.
import * as chrono from "chrono-node";

import { findAmount, poundsText } from "./amounts.server";
import { codeAppliesTo, oncePerCustomer } from "./code-conditions.server";
import { codeSwitchedOff } from "./code-off.server";
import { eventPeriod, namesTime } from "./events.server";
import { askWith, call, propose, type Intent, type Request } from "./kit.server";
import type { CatalogItem } from "./lookup";
import { nothingSelected } from "./selection-intents.server";
import { wordsOf } from "./words.server";

const two = (n: number) => String(n).padStart(2, "0");
type Day = { get(part: "year" | "month" | "day"): number | null };
/** A chrono date as a UK date-and-time input's value at the given time of day. */
const ukInput = (d: Day, time: string) => `${d.get("year")}-${two(d.get("month")!)}-${two(d.get("day")!)}T${time}`;

/** "from Friday to Monday", "until Sunday", "for a week": the sale's first and last days (whole days, UK time). */
function periodOf(req: Request): { startsAt: string; endsAt: string } | null {
  const found = chrono.en.GB.parse(req.raw, { instant: req.now, timezone: "Europe/London" }, { forwardDate: true });
  const range = found.find((r) => r.end);
  if (range) return { startsAt: ukInput(range.start, "00:00"), endsAt: ukInput(range.end!, "23:59") };
  if (found.length >= 2)
    return { startsAt: ukInput(found[0].start, "00:00"), endsAt: ukInput(found[1].start, "23:59") };
  return null;
}

const TARGETS: [RegExp, "all_products" | "all_addons", string][] = [
  [/\b(?:add-?ons?|accessor(?:y|ies))\b/, "all_addons", "add-ons"],
  [/\b(?:products?|consoles?|handhelds?)\b/, "all_products", "products"],
];

const title = (words: string) => words.replace(/\b\w/g, (c) => c.toUpperCase());
const SALE_NAME = /\b((?!a\b|an\b|the\b|new\b|off\b)[a-z]+(?: (?!sale\b)[a-z]+)?) sale\b/;

export const createSaleIntent: Intent = async (req) => {
  const { text } = req;
  if (!/\bsale\b/.test(text) || !/\b(?:start|schedule|run|launch|create|set\s+up|begin|plan)\b/.test(text)) return null;
  const target = TARGETS.find(([pattern]) => pattern.test(text));
  const amount = findAmount(text);
  const period = periodOf(req);
  if (!target || !amount || !period)
    return askWith(
      "To schedule a sale I need how much off, what it applies to (all products or all add-ons) and when it starts " +
        "and ends, e.g. “start a 15% off sale on all add-ons from Friday to Monday”.",
      [],
    );
  const named = text.match(SALE_NAME)?.[1];
  const off = amount.kind === "percent" ? `${amount.percent}% off` : `£${poundsText(amount.pence)} off`;
  const name = named && !/\d|%/.test(named) ? title(named) : `${off} ${target[2]}`;
  const args = {
    name,
    startsAt: period.startsAt,
    endsAt: period.endsAt,
    target: target[1],
    ...(amount.kind === "percent"
      ? { discountType: "percent", percentOff: amount.percent }
      : { discountType: "amount", amountOff: poundsText(amount.pence) }),
  };
  return propose(`I'll schedule the sale “${name}”: ${off} all ${target[2]}. Please review and approve.`, [
    call("create_sale", args),
  ]);
};

// "a code called POSTFREE": the name after "called", never "called" itself
const CODE_WORD =
  /\bcode\s+(?:(?:called|named)\s+)?(?!(?:called|named|for|that|which|with|the|to|of)\b)([A-Za-z0-9_-]{3,32})\b/i;

/** A code typed in capitals with its digits, as codes are written ("set up XMAS20, 20 percent off"). */
const TYPED_CODE = /\b([A-Z]{3,}[0-9]{1,4})\b/;

// ("XMAS15 15% off": a code of letters and digits needs no dash before its offer)
const OPENING_CODE = new RegExp(
  String.raw`^\s*([A-Z][A-Z0-9]{3,31})\s*(?:code\b|[-–:,]\s*(?:£|\d+\s*%|free\b))|` +
    String.raw`^\s*([A-Z]{2,}\d+)\s+(?=[^,.;]*(?:£\d|%|\b(?:percent|per\s+cent|quid|pounds?)\b))`,
);

/** The code in capitals that opens the typed words, unless it is an item's name ("R36S - 15%", "DOCK: £2 off"). */
const openingCode = (raw: string, catalog: CatalogItem[]) => {
  const m = raw.match(OPENING_CODE);
  const code = m?.[1] ?? m?.[2];
  const names = new Set(catalog.flatMap((i) => wordsOf(`${i.name} ${i.slug}`)));
  return code && !names.has(code.toLowerCase()) ? code : undefined;
};

const MINIMUM_SPEND = new RegExp(
  String.raw`\b(?:(?:on\s+)?(?:orders?|baskets?|spends?)\s+(?:over|above|of\s+at\s+least|from)|` +
    // ("£15 off orders of £100 or more", "on baskets of 50+": the spend, with "or more" after it)
    String.raw`(?:on\s+)?(?:orders?|baskets?|spends?)\s+of\s+` +
    String.raw`(?=£?\d+(?:\.\d{1,2})?\s*(?:\+|or\s+(?:more|over|above)\b|and\s+(?:over|above|up)\b))|` +
    String.raw`min(?:imum)?\s+(?:spend|order)\s+(?:of\s+)?|` +
    String.raw`when\s+(?:you\s+|they\s+|customers?\s+|people\s+)?spend(?:ing|s)?\s+(?:over\s+)?|over)` +
    String.raw`\s*£?(\d+(?:\.\d{1,2})?)\b`,
);

/** "only the first 100 uses", "max 50 uses", "limited to 20 redemptions": how many times the code may be used. */
const USAGE_LIMIT = new RegExp(
  String.raw`\b(?:(?:only\s+)?(?:the\s+)?first|max(?:imum)?(?:\s+of)?|up\s+to|` +
    String.raw`limit(?:ed)?\s+(?:to|of)|capped\s+at)\s+` +
    String.raw`(\d+)\s+(?:uses|times|redemptions|orders|customers|people)\b|\b(\d+)\s+uses\b`,
);

export const createCodeIntent: Intent = async (req) => {
  const { text, raw } = req;
  const create = /\b(?:create|make|add|new|set\s+up|start|give|generate)\b/.test(text);
  // "code STUDENT10 10% off": the code named first is a new one
  const leading =
    /^\s*(?:(?:a\s+)?free\s+(?:delivery|shipping|postage)\s+)?(?:discount\s+|promo\s+|voucher\s+)?code\s+\S+/.test(
      text,
    );
  // ("FIRST50 - £5 off", "POSTFREE code, free postage": a code in capitals that starts the message, then its offer)
  const opening = openingCode(raw, await req.lookup.catalog());
  const typed = (create || opening) && !/\bsale\b/.test(text) ? (opening ?? raw.match(TYPED_CODE)?.[1]) : undefined;
  if (!typed && !/\b(?:discount|promo|voucher|coupon)?\s*codes?\b/.test(text)) return null;
  if (!create && !leading && !opening) return null;
  const { codes } = await req.lookup.promotions();
  const code = opening ?? raw.match(CODE_WORD)?.[1] ?? typed;
  if ((leading || opening) && !create && codes.some((c) => c.code.toLowerCase() === code?.toLowerCase())) return null;
  const free = /\bfree\s+(?:delivery|shipping|postage)\b/.test(text);
  // "on orders over £50": the spend it needs, never the amount it takes off
  const minimum = text.match(MINIMUM_SPEND);
  const amount = findAmount(
    text
      .replace(USAGE_LIMIT, " ")
      .replace(MINIMUM_SPEND, " ")
      .replace(CODE_WORD, " ")
      .replace(/\b[a-z]{3,}\d{1,4}\b/g, " "),
  );
  if (!code || (!free && !amount))
    return askWith(
      "What should the code be called and what should it take off? E.g. “create code BLACKFRIDAY 10% off”.",
      [],
    );
  const args = free
    ? { code: code.toUpperCase(), kind: "free_delivery" }
    : amount!.kind === "percent"
      ? { code: code.toUpperCase(), kind: "percentage", percentOff: amount!.percent }
      : { code: code.toUpperCase(), kind: "amount", amountOff: poundsText(amount!.pence) };
  const limit = text.match(USAGE_LIMIT);
  const once = oncePerCustomer(text);
  // a code tied to a time runs only then: its dates are worked out, or asked about, never dropped
  let when = {};
  if (namesTime(text)) {
    const reading = eventPeriod(text, raw, req.now);
    if (!reading || !("period" in reading))
      return askWith(
        `${reading && "past" in reading ? reading.past : "I can't tell exactly when that is."} ` +
          `When should the code ${args.code} start and end (UK time)?`,
        [],
      );
    when = { startsAt: reading.period.startsAt, endsAt: reading.period.endsAt };
  }
  const spend = minimum ? findAmount(`£${minimum[1]}`) : null;
  const full = {
    ...args,
    ...when,
    ...(spend?.kind === "money" ? { minimumSpend: poundsText(spend.pence) } : {}),
    ...(once ? { onePerEmail: true } : {}),
    ...(limit ? { usageLimit: Number(limit[1] ?? limit[2]) } : {}),
    ...codeAppliesTo(text),
  };
  return propose(`I'll create the discount code ${args.code}. Please review and approve.`, [
    call("create_discount_code", full),
  ]);
};

const ENDING =
  /\b(?:end|stop|finish|cancel|kill|close|scrap|ditch|bin|axe|pull|(?:switch|turn|call)\s+off|disable|deactivate)\b/;

/** "delete the FROSTY code", "remove that voucher": a code itself as what is deleted, not something about it. */
const DELETING_CODE = new RegExp(
  String.raw`\b(?:delete|remove)\s+(?:the\s+|that\s+|this\s+|our\s+)?(?:[a-z0-9]+\s+)?(?:discount\s+)?` +
    String.raw`(?:codes?|vouchers?|coupons?)\b`,
);

export const endPromotionIntent: Intent = async (req) => {
  const { text } = req;
  // "WELCOME10 off": a code the shop has, switched off by its name alone
  const off = /\boff\b/.test(text) ? codeSwitchedOff(text, (await req.lookup.promotions()).codes) : null;
  if (off) return propose(`I'll end the code ${off.code} now.`, [call("end_discount_code", { id: off.id })]);
  // ("delete the XMAS code": a code the shop does not have is said to be missing; one it has is left to the
  // other intents, as deleting is not ending)
  const deleting = !ENDING.test(text) && DELETING_CODE.test(text);
  if (!ENDING.test(text) && !deleting) return null;
  // "30% off the dock but end it at 6pm": when a new sale ends, not a running one to end now
  if (/%|\boff\b/.test(text) && /\b(?:end|finish|stop)(?:s|ing)?\s+(?:it\s+|that\s+|the\s+sale\s+)?at\s+\d/.test(text))
    return askWith("When should the new sale start and end (UK time)? E.g. “from 9am Friday until 6pm”.", []);
  const { sales, codes } = await req.lookup.promotions();
  const typed = req.raw.toLowerCase();
  // a code by its name ("WELCOME10"), or by the word it starts with ("the welcome code")
  const byName = codes.filter((c) => new RegExp(`\\b${c.code.toLowerCase()}\\b`).test(typed));
  const byStart = codes.filter((c) =>
    (typed.match(/[a-z]{4,}/g) ?? []).some((w) => c.code.toLowerCase().startsWith(w) && w !== "code"),
  );
  const saleNamed = sales.some((s) => typed.includes(s.name.toLowerCase()));
  const aboutCode = /\b(?:codes?|discount|voucher|promo|coupon)\b/.test(text) || byName.length > 0;
  const aboutSale = /\bsale\b/.test(text) || saleNamed;
  if (!aboutCode && !aboutSale) return null;
  if (aboutCode && !(aboutSale && byName.length === 0)) {
    const named = byName.length ? byName : byStart.length === 1 && /\bcodes?\b/.test(text) ? byStart : [];
    const code = named.length === 1 ? named[0] : undefined;
    if (deleting && (code || byStart.length)) return null;
    if (code) return propose(`I'll end the code ${code.code} now.`, [call("end_discount_code", { id: code.id })]);
    // a code named that the shop does not have: said, never swapped for another
    const typedCode = req.raw.match(TYPED_CODE)?.[1] ?? typed.match(/\bcode\s+([a-z]*\d[a-z0-9]*)\b/)?.[1];
    // ("end the FREESHIP code", "code BLACKFRIDAY": a code typed in capitals beside the word "code")
    const capitals = req.raw.match(/\bcode\s+([A-Z][A-Z0-9]{3,31})\b|\b([A-Z][A-Z0-9]{3,31})\s+code\b/);
    const absent = typedCode ?? capitals?.[1] ?? capitals?.[2];
    if (absent && !byStart.length)
      return nothingSelected(`There is no discount code ${absent.toUpperCase()}, so nothing is proposed.`);
    // "the easter weekend promo": a promotion named by words no code or sale has
    const promo = text.match(/\b(?:the|that|our)\s+((?:[a-z']+\s+){0,2}[a-z']+)\s+promo(?:tion)?s?\b/)?.[1];
    if (
      promo &&
      !byStart.length &&
      !saleNamed &&
      !/^(?:current|live|running|new|discount|code|last|latest)\b/.test(promo)
    )
      return nothingSelected(`There is no ${promo} promotion, so nothing is proposed.`);
    if (deleting) return null;
    return askWith(
      codes.length ? "Which code should end?" : "No discount code is running.",
      codes.map((c) => ({ label: c.code, prompt: `End the code ${c.code}` })),
    );
  }
  if (deleting) return null;
  // "end the sale" when one sale is live or scheduled: that one, named on the card
  const sale =
    sales.find((s) => text.includes(s.name.toLowerCase()) || typed.includes(s.name.toLowerCase())) ??
    (sales.length === 1 && /\bthe\s+sale\b/.test(text) ? sales[0] : undefined);
  if (sale) return propose(`I'll end the sale “${sale.name}” now.`, [call("end_sale", { id: sale.id })]);
  const namedSale = text.match(
    /\b(?:the\s+)?((?!(?:the|a|an|this|that|current|live|running|scheduled|new)\b)[a-z]+)\s+sale\b/,
  )?.[1];
  if (namedSale && !ENDING.test(namedSale))
    return nothingSelected(`There is no ${namedSale} sale, so nothing is proposed.`);
  return askWith(
    sales.length ? "Which sale should end?" : "No sale is live or scheduled.",
    sales.map((s) => ({ label: s.name, prompt: `End the ${s.name} sale` })),
  );
};
