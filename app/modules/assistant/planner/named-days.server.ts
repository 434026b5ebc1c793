// The days an operator names instead of dates ("black friday", "boxing day", "the spring bank holiday"): which
// words name them and their dates in a given year, in UK time. events.server.ts turns them into a sale's period.

import { ORDINAL_WEEKDAY, ordinalWeekday } from "./day-in-month.server";

const DAY = 86_400_000;

// "bf" is how owners shorten it ("bf deal")
const BLACK_FRIDAY = /\bbl(?:ac)?k\s*fri(?:day)?\b|\bbf\b/;
const CYBER_MONDAY = /\bcyber\s*mon(?:day)?\b/;
const BOXING_DAY = /\bboxing\s+day\b/;
const NEW_YEARS_DAY = /\bnew\s+year'?s?\s+day\b/;
const NEW_YEARS_EVE = /\bnew\s+year'?s?\s+eve\b/;
const BONFIRE_NIGHT = /\b(?:bonfire|guy\s+fawkes)\s+night\b/;
// "for valentines" is the one day too
const VALENTINES = /\bvalentine'?s?(?:\s+day)?\b/;
const EASTER = /\beaster\s+(?:bank\s+holiday\s+)?weekend\b/;
// (one day of Easter named alone is that day: "easter sunday only", "good friday")
const GOOD_FRIDAY = /\bgood\s+friday\b|\beaster\s+friday\b/;
const EASTER_SUNDAY = /\beaster\s+sunday\b/;
const EASTER_MONDAY = /\beaster\s+(?:bank\s+holiday\s+)?monday\b/;
// Mothering Sunday, the UK's Mother's Day: three weeks before Easter Sunday
// ("mother's day", as UK shops say it, is the same Sunday)
const MOTHERING_SUNDAY = /\bmothering\s+sunday\b|\bmother'?s'?\s+day\b|\bmothers\s+day\b/;
const CHRISTMAS = /\b(?:christmas|xmas)\s+(eve|day)\b/;
/** "till xmas": Christmas as the day a sale ends is Christmas Day, as "till sunday" ends with the Sunday */
const UNTIL_CHRISTMAS = /\b((?:until|untill|till|til|up\s+to)\s+(?:christmas|xmas))\b(?!\s+(?:eve|day)\b)/gi;

/** The words with a sale's end at Christmas said as the day ("till xmas" is "till xmas day"). */
export const christmasAsTheDay = (text: string) => text.replace(UNTIL_CHRISTMAS, "$1 day");
const MAY_BANK = /\b(?:early\s+may|may\s+day)\s+bank\s+holiday\b/;
// Shrove Tuesday, 47 days before Easter Sunday; Father's Day, June's third Sunday; Small Business Saturday, December's
// first Saturday in the UK
const PANCAKE_DAY = /\b(?:pancake\s+day|shrove\s+tuesday)\b/;
const FATHERS_DAY = /\bfather'?s'?\s+day\b/;
const SMALL_BUSINESS_SATURDAY = /\bsmall\s+business\s+saturday\b/;
/** the UK's saints' days and Burns Night, on the same date every year */
const FIXED_DAYS: [RegExp, string, string][] = [
  [/\b(?:st\.?|saint)\s+andrew'?s?\s+day\b/, "11-30", "St Andrew's Day"],
  [/\b(?:st\.?|saint)\s+david'?s?\s+day\b/, "03-01", "St David's Day"],
  [/\b(?:st\.?|saint)\s+patrick'?s?\s+day\b/, "03-17", "St Patrick's Day"],
  [/\b(?:st\.?|saint)\s+george'?s?\s+day\b/, "04-23", "St George's Day"],
  [/\bburns\s+night\b/, "01-25", "Burns Night"],
];
/** the two bank holidays that fall on a month's last Monday: spring (May) and summer (August) */
const LAST_MONDAY_BANK = /\b(?:(spring|late\s+may|whitsun)|(summer|august|late\s+summer))\s+bank\s+holiday\b/;

/** Every word list above: a request that uses one names a time. */
export const NAMED_DAY_WORDS = [
  BLACK_FRIDAY,
  CYBER_MONDAY,
  BOXING_DAY,
  NEW_YEARS_DAY,
  NEW_YEARS_EVE,
  BONFIRE_NIGHT,
  VALENTINES,
  EASTER,
  GOOD_FRIDAY,
  EASTER_SUNDAY,
  EASTER_MONDAY,
  ORDINAL_WEEKDAY,
  MOTHERING_SUNDAY,
  CHRISTMAS,
  MAY_BANK,
  PANCAKE_DAY,
  FATHERS_DAY,
  SMALL_BUSINESS_SATURDAY,
  LAST_MONDAY_BANK,
  ...FIXED_DAYS.map(([words]) => words),
];

/** The day after the fourth Thursday of November of a year: Black Friday, as UK shops keep it. */
export function blackFriday(year: number): string {
  const first = new Date(Date.UTC(year, 10, 1, 12)).getUTCDay();
  const firstThursday = 1 + ((4 - first + 7) % 7);
  return `${year}-11-${String(firstThursday + 22).padStart(2, "0")}`;
}
/** The first day of a month (0-based) that is the given weekday (0 = Sunday), as YYYY-MM-DD. */
function firstWeekday(year: number, month: number, weekday: number): string {
  const first = new Date(Date.UTC(year, month, 1, 12)).getUTCDay();
  return new Date(Date.UTC(year, month, 1 + ((weekday - first + 7) % 7), 12)).toISOString().slice(0, 10);
}
/** Easter Sunday of a year (the Gregorian computus). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((8 * b + 13) / 25)) / 3) + 15) % 30;
  const e = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - d - (c % 4)) % 7;
  const f = d + e - 7 * Math.floor((a + 11 * d + 22 * e) / 451) + 114;
  return `${year}-${String(Math.floor(f / 31)).padStart(2, "0")}-${String((f % 31) + 1).padStart(2, "0")}`;
}
export const shift = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** (`unclear`: the words name the day but not which days around it are meant) */
export type NamedDays = { from: string; to: string; name: string; at: number; unclear?: string };

/** "valentine's weekend": the Saturday and Sunday a named day falls on; a weekday's weekend is asked about. */
function weekendOfDay(text: string, found: NamedDays): NamedDays {
  if (!/^[a-z']+(?:\s+day)?\s+weekend\b/.test(text.slice(found.at)) || /weekend/i.test(found.name)) return found;
  const weekday = new Date(`${found.from}T12:00:00Z`).getUTCDay();
  const name = `${found.name} weekend`;
  if (found.from !== found.to || (weekday !== 0 && weekday !== 6))
    return { ...found, name, unclear: `${found.name} (${found.from}) is not at a weekend: which days do you mean?` };
  return weekday === 6 ? { ...found, name, to: shift(found.from, 1) } : { ...found, name, from: shift(found.from, -1) };
}

/** "the day after boxing day", "2 days before black friday": one day counted from a named one */
const OFFSET = /\b(?:the\s+)?(?:(\d+)\s+days|day)\s+(after|before)\s+(?:the\s+)?$/;
function offsetFrom(text: string, found: NamedDays): NamedDays {
  const m = OFFSET.exec(text.slice(0, found.at));
  if (!m) return found;
  const n = Number(m[1] ?? 1);
  const day = m[2] === "after" ? shift(found.to, n) : shift(found.from, -n);
  const name = `${n === 1 ? "Day" : `${n} days`} ${m[2]} ${found.name}`;
  return { from: day, to: day, name, at: m.index };
}

/** "boxing day and the day after", "black friday and the 2 days after": the named day and the days after it */
const AND_AFTER = /^[a-z' ]{0,40}?\s(?:and|&|plus)\s+the\s+(?:(\d+)\s+days?|day)\s+after(?:\s+(?:it|that))?\b/;
/** The "and the day after" of such a request, which joins no two requests. */
export const AND_DAYS_AFTER = /\s+(?:and|&|plus)\s+the\s+(?:\d+\s+days?|day)\s+after\b/gi;
function withDaysAfter(text: string, found: NamedDays): NamedDays {
  const m = AND_AFTER.exec(text.slice(found.at));
  if (!m || /\b(?:to|till|until|from)\b/.test(m[0])) return found;
  return { ...found, to: shift(found.to, Number(m[1] ?? 1)), name: `${found.name} and after` };
}

/** The named event the words mention first, with its days in the year given (or the next one ahead). */
export function namedDays(text: string, year: number, today: string): NamedDays | null {
  const days = (re: RegExp, from: string, to: string, name: string): NamedDays | null => {
    const m = re.exec(text);
    return m ? { from, to, name, at: m.index } : null;
  };
  // the next one of a yearly day: this year's when it is still ahead, else next year's
  const next = (dayOf: (y: number) => string) => (dayOf(year) >= today ? dayOf(year) : dayOf(year + 1));
  const friday = blackFriday(year);
  const christmas = text.match(CHRISTMAS)?.[1];
  const christmasDay = `${year}-12-${christmas === "eve" ? 24 : 25}`;
  const valentines = next((y) => `${y}-02-14`);
  const easter = next(easterSunday);
  const mothering = next((y) => shift(easterSunday(y), -21));
  const pancake = next((y) => shift(easterSunday(y), -47));
  const fathers = next((y) => shift(firstWeekday(y, 5, 0), 14));
  const smallBusiness = next((y) => firstWeekday(y, 11, 6));
  const mayBank = next((y) => {
    const first = new Date(Date.UTC(y, 4, 1, 12)).getUTCDay();
    return `${y}-05-${String(1 + ((8 - first) % 7)).padStart(2, "0")}`;
  });
  const lastMonday = text.match(LAST_MONDAY_BANK);
  const lastBank = lastMonday
    ? next((y) => {
        const last = new Date(Date.UTC(y, lastMonday[1] ? 5 : 8, 0, 12));
        return shift(last.toISOString().slice(0, 10), -((last.getUTCDay() + 6) % 7));
      })
    : "";
  const ordinal = ordinalWeekday(text, year, today);
  const bankName = `${lastMonday?.[1] ? "Spring" : "Summer"} bank holiday`;
  const found = [
    /\bweekend\b/.test(text)
      ? days(BLACK_FRIDAY, friday, shift(friday, 3), "Black Friday weekend")
      : days(BLACK_FRIDAY, friday, friday, "Black Friday"),
    days(CYBER_MONDAY, shift(friday, 3), shift(friday, 3), "Cyber Monday"),
    days(BOXING_DAY, `${year}-12-26`, `${year}-12-26`, "Boxing Day"),
    // the next New Year's Day is always ahead; Bonfire Night of this year may have passed
    days(NEW_YEARS_DAY, `${year + 1}-01-01`, `${year + 1}-01-01`, "New Year's Day"),
    days(NEW_YEARS_EVE, `${year}-12-31`, `${year}-12-31`, "New Year's Eve"),
    days(BONFIRE_NIGHT, `${year}-11-05`, `${year}-11-05`, "Bonfire Night"),
    days(CHRISTMAS, christmasDay, christmasDay, `Christmas ${christmas === "eve" ? "Eve" : "Day"}`),
    days(VALENTINES, valentines, valentines, "Valentine's Day"),
    days(EASTER, shift(easter, -2), shift(easter, 1), "Easter weekend"),
    days(
      GOOD_FRIDAY,
      next((y) => shift(easterSunday(y), -2)),
      next((y) => shift(easterSunday(y), -2)),
      "Good Friday",
    ),
    days(EASTER_SUNDAY, easter, easter, "Easter Sunday"),
    days(
      EASTER_MONDAY,
      next((y) => shift(easterSunday(y), 1)),
      next((y) => shift(easterSunday(y), 1)),
      "Easter Monday",
    ),
    ordinal ? { from: ordinal.day, to: ordinal.day, name: ordinal.name, at: ordinal.at } : null,
    days(MOTHERING_SUNDAY, mothering, mothering, "Mothering Sunday"),
    days(MAY_BANK, mayBank, mayBank, "Early May bank holiday"),
    days(PANCAKE_DAY, pancake, pancake, "Pancake Day"),
    days(FATHERS_DAY, fathers, fathers, "Father's Day"),
    days(SMALL_BUSINESS_SATURDAY, smallBusiness, smallBusiness, "Small Business Saturday"),
    // "bank holiday weekend": the Saturday to the Monday
    !lastBank
      ? null
      : /\bweekend\b/.test(text)
        ? days(LAST_MONDAY_BANK, shift(lastBank, -2), lastBank, `${bankName} weekend`)
        : days(LAST_MONDAY_BANK, lastBank, lastBank, bankName),
    ...FIXED_DAYS.map(([words, date, name]) => {
      const day = next((y) => `${y}-${date}`);
      return days(words, day, day, name);
    }),
  ]
    .filter((d): d is NamedDays => !!d)
    .map((d) => weekendOfDay(text, withDaysAfter(text, offsetFrom(text, d))));
  return found.sort((a, b) => a.at - b.at)[0] ?? null;
}
