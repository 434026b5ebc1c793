// Sales and discount codes in an operator's words: "start a 15% off sale on all add-ons from Friday to
// Monday", "create code BLACKFRIDAY 10% off", "end the black friday sale", "end the WELCOME10 code".
// A sale or code needs a when and a how much: without them the planner asks rather than guesses.
import * as chrono from "chrono-node";

import { findAmount, poundsText } from "./amounts.server";
import { askWith, call, propose, type Intent, type Request } from "./kit.server";

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

const CODE_WORD = /\bcode\s+([A-Za-z0-9_-]{3,32})\b/i;

export const createCodeIntent: Intent = async (req) => {
  const { text, raw } = req;
  if (!/\b(?:discount|promo|voucher|coupon)?\s*codes?\b/.test(text)) return null;
  if (!/\b(?:create|make|add|new|set\s+up|start|give|generate)\b/.test(text)) return null;
  const code = raw.match(CODE_WORD)?.[1];
  const free = /\bfree\s+(?:delivery|shipping|postage)\b/.test(text);
  const amount = findAmount(text.replace(CODE_WORD, " "));
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
  return propose(`I'll create the discount code ${args.code}. Please review and approve.`, [
    call("create_discount_code", args),
  ]);
};

const ENDING = /\b(?:end|stop|finish|cancel|kill|close|switch\s+off|turn\s+off|call\s+off|disable|deactivate)\b/;

export const endPromotionIntent: Intent = async (req) => {
  const { text } = req;
  if (!ENDING.test(text)) return null;
  const aboutCode = /\bcodes?\b/.test(text);
  const aboutSale = /\bsale\b/.test(text);
  if (!aboutCode && !aboutSale) return null;
  const { sales, codes } = await req.lookup.promotions();
  if (aboutCode) {
    const typed = req.raw.toLowerCase();
    const code = codes.find((c) => new RegExp(`\\b${c.code.toLowerCase()}\\b`).test(typed));
    if (code) return propose(`I'll end the code ${code.code} now.`, [call("end_discount_code", { id: code.id })]);
    return askWith(
      codes.length ? "Which code should end?" : "No discount code is running.",
      codes.map((c) => ({ label: c.code, prompt: `End the code ${c.code}` })),
    );
  }
  const sale = sales.find(
    (s) => text.includes(s.name.toLowerCase()) || req.raw.toLowerCase().includes(s.name.toLowerCase()),
  );
  if (sale) return propose(`I'll end the sale “${sale.name}” now.`, [call("end_sale", { id: sale.id })]);
  return askWith(
    sales.length ? "Which sale should end?" : "No sale is live or scheduled.",
    sales.map((s) => ({ label: s.name, prompt: `End the ${s.name} sale` })),
  );
};
