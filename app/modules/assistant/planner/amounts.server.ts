// Money, percentages and quantities in the forms operators type them: "£5", "5 quid", "74.99",
// "7499p", "50p", "10%", "10 percent", "40 units", and whether a change is relative ("£5 cheaper",
// "by 10%", "restock with 40") or absolute ("to £74.99"). Pure, so unit-tested.
import { spokenMoney } from "./spoken-money.server";

export type Amount = { kind: "money"; pence: number } | { kind: "percent"; percent: number };
export type PriceChange =
  { mode: "set"; pence: number } | { mode: "by"; pence: number } | { mode: "percent"; percent: number };

const MONEY = new RegExp(
  String.raw`(?:£\s?(\d{1,6}(?:\.\d{1,2})?)|(\d{1,7})\s?p\b(?!\w)|` +
    String.raw`(\d{1,6}(?:\.\d{1,2})?)\s?(?:quid|pounds?|` +
    String.raw`gbp)\b|\b(\d{1,6}\.\d{2})\b)`,
);
// A number of its own, never the end of a code ("RH-23456789PC" is an order, not 789%).
const PERCENT = /(?<![a-z0-9]|[a-z0-9]-)(\d{1,3}(?:\.\d+)?)\s?(?:%|percent\b|per\s?cent\b|pc\b)/;
/** A length of time after a figure ("3 days late", "took 5 days", "2 hrs ago"): it counts time, not money or units. */
const TIME_UNIT =
  String.raw`\s*-?\s*(?:(?:working|business)\s+)?` +
  String.raw`(?:hours?|hrs?|days?|nights?|weeks?|wks?|fortnights?|months?|years?|yrs?|mins?|minutes?)\b`;
// ("the 5.5 inch ones", "a 64 gb card": a size, never money; "her 2 consoles", "3 of them": a count of things)
const BARE = new RegExp(
  String.raw`(?<![\w.£-])(\d{1,6}(?:\.\d{1,2})?)(?![\w%.]|\s*-?\s*(?:inch(?:es)?|mm|cm|gb|tb|mah)\b|` +
    String.raw`${TIME_UNIT}|\s*"|` +
    String.raw`\s+(?:consoles|handhelds|units|items|pieces|boxes|parcels|orders|customers|` +
    String.raw`of\s+(?:them|those|these|her|his|their|the|each))\b)`,
);

/** "on saturday", "on black friday": when, after an amount */
const ON_A_DAY =
  String.raw`\s+(?:the\s+)?(?:[a-z]+day|black|cyber|boxing|christmas|xmas)\b|` +
  String.raw`\s+(?:the\s+day|valentine'?s?|(?:mother|father)'?s\s+day|new\s+year'?s?|halloween|easter|` +
  String.raw`bonfire\s+night)\b`;

const toPence = (pounds: string) => Math.round(Number(pounds) * 100);

/** The first amount of money or percentage in a text, with where it is. */
export function findAmount(
  text: string,
  { bareIsMoney = true } = {},
): (Amount & { index: number; raw: string }) | null {
  const percent = text.match(PERCENT);
  const money = text.match(MONEY);
  const bare = bareIsMoney ? text.match(BARE) : null;
  const found: (Amount & { index: number; raw: string })[] = [];
  if (percent) found.push({ kind: "percent", percent: Number(percent[1]), index: percent.index!, raw: percent[0] });
  if (money)
    found.push({
      kind: "money",
      pence: money[2] ? Number(money[2]) : toPence(money[1] ?? money[3] ?? money[4]),
      index: money.index!,
      raw: money[0],
    });
  if (!money && !percent && bare)
    found.push({ kind: "money", pence: toPence(bare[1]), index: bare.index!, raw: bare[0] });
  found.sort((a, b) => a.index - b.index);
  return found[0] ?? null;
}

const DOWN =
  /\b(?:cheaper|lower|lowered|reduce|reduced|cut|drop|dropped|knock|down|off|discount|decrease|less|minus|take)\b/;
const UP = /\b(?:dearer|raise|raised|increase|increased|bump|up|more\s+expensive|hike|plus|add)\b/;

/** What a price request asks for: a new price, or a change by an amount or a percentage. */
export function priceChange(text: string): PriceChange | null {
  const amount = findAmount(text);
  if (!amount) return null;
  const before = text.slice(0, amount.index);
  const after = text.slice(amount.index + amount.raw.length);
  // "49.99 -> 44.99", "£79.99 to £69.99": the old price then the new one, so the new one is set
  const next = amount.kind === "money" ? after.match(/^\s*to\s+(?=£|\d)/) : null;
  const second = next ? findAmount(after.slice(next[0].length)) : null;
  if (second?.kind === "money" && second.index === 0) return { mode: "set", pence: second.pence };
  const absolute = /\b(?:to|at|now|be|cost|costs|is|as|:)\s*$/.test(before) || /:\s*(?:new\s+price\s+)?$/.test(before);
  const relative =
    /\bby\s*$|(?:^|\s)[-+]\s*$/.test(before) ||
    // ("down to £104.99 on cyber monday": "on" a day is when, not a sum put on)
    new RegExp(String.raw`^\s*(?:off|cheaper|dearer|more|less|lower|higher|down|up|on\b(?!${ON_A_DAY}))\b`).test(after);
  if (amount.kind === "percent") {
    if (absolute && !relative) return null;
    // "x55 price -10%", "ultra +5%": the sign says which way
    const signed = before.match(/(?:^|\s)([-+])\s*$/)?.[1];
    if (signed) return { mode: "percent", percent: (signed === "+" ? 1 : -1) * amount.percent };
    // "put 5% on the add-ons" adds it; a percentage with no direction at all is asked about, not guessed
    const up = (UP.test(text) || /^\s*on\b/.test(after)) && !DOWN.test(text);
    if (!up && !DOWN.test(text) && !/\bsale\b/.test(text)) return null;
    return { mode: "percent", percent: (up ? 1 : -1) * amount.percent };
  }
  if (relative || (!absolute && (DOWN.test(before + after) || UP.test(before + after)))) {
    const sign = before.match(/([-+])\s*$/)?.[1];
    const direction = sign
      ? sign === "-"
        ? -1
        : 1
      : /^\s*(?:dearer|more|higher|up|on)\b/.test(after)
        ? 1
        : /^\s*(?:off|cheaper|less|lower|down)\b/.test(after)
          ? -1
          : DOWN.test(text)
            ? -1
            : UP.test(text)
              ? 1
              : 0;
    // ("the r36s by 2 quid": a change by an amount that says neither way is asked about, never made the price)
    if (direction === 0) return /\bby\s*$/.test(before) ? null : { mode: "set", pence: amount.pence };
    return { mode: "by", pence: direction * amount.pence };
  }
  return { mode: "set", pence: amount.pence };
}

/** A price after a change; a percentage rounds to the penny. */
export function applyPriceChange(current: number, change: PriceChange): number {
  if (change.mode === "set") return change.pence;
  if (change.mode === "by") return current + change.pence;
  return Math.round((current * (100 + change.percent)) / 100);
}

/** Pence as the admin forms take pounds: 7499 -> "74.99". */
export const poundsText = (pence: number) => (pence / 100).toFixed(2);

/** A whole number of units: "40", "40 units", "+12". */
export function findQuantity(text: string): { n: number; index: number; signed: boolean } | null {
  const m = text.match(new RegExp(String.raw`(?<![\w.£])([+-]?)(\d{1,7})(?![\w%.£]|${TIME_UNIT})`));
  if (!m) return null;
  return { n: Number(m[2]) * (m[1] === "-" ? -1 : 1), index: m.index!, signed: m[1] !== "" };
}

/** Money and percentages in the words some owners type them, in the forms the rest of the reading knows:
 * "10pc" and "15 per cent" as "10%" and "15%", "109 pounds 99" as "£109.99", "minus 15%" as "-15%", and
 * money dictated in words ("two pounds fifty") in figures. */
export function moneyWords(text: string): string {
  return spokenMoney(text)
    .replace(/(?<![a-z0-9]|[a-z0-9]-)(\d+(?:\.\d+)?)\s*(?:pc|per\s?cent)\b/gi, "$1%")
    .replace(/\b(\d{1,6})\s+(?:pounds?|quid)\s+(\d{2})\b/gi, "£$1.$2")
    .replace(/\bminus\s+(?=£?\d)/gi, "-");
}

/** "£1,299": a thousands separator is no list of two amounts (the typed words keep it out of names too). */
export const withoutThousands = (text: string) => text.replace(/£\s?(\d{1,3}),(\d{3})(?!\d)/g, "£$1$2");

/** The "and" inside a number said in words ("one hundred and nine"), which joins no two requests. */
export const NUMBER_AND = new RegExp(
  String.raw`\b(?:hundred|thousand)\s+and\s+` +
    String.raw`(?=(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|\w+ty)\b)`,
  "gi",
);
