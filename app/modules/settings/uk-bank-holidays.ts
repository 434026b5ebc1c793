// The UK's bank holidays as gov.uk publishes them, per nation, for the years the shop can promise
// dates in. Substitute days (a holiday on a weekend moves to the next weekday) are already applied.
// Add the next year here before the last one listed runs out: past it, the delivery calculator
// says it cannot know the dates rather than guess.

export const UK_REGIONS = ["england-and-wales", "scotland", "northern-ireland"] as const;
export type UkRegion = (typeof UK_REGIONS)[number];

/** The last day the list covers: a date after it is not known to be a working day. */
export const BANK_HOLIDAYS_KNOWN_UNTIL = "2030-12-31";

// prettier-ignore
export const UK_BANK_HOLIDAYS: Record<UkRegion, readonly string[]> = {
  "england-and-wales": [
    "2026-01-01", "2026-04-03", "2026-04-06", "2026-05-04", "2026-05-25", "2026-08-31", "2026-12-25", "2026-12-28",
    "2027-01-01", "2027-03-26", "2027-03-29", "2027-05-03", "2027-05-31", "2027-08-30", "2027-12-27", "2027-12-28",
    "2028-01-03", "2028-04-14", "2028-04-17", "2028-05-01", "2028-05-29", "2028-08-28", "2028-12-25", "2028-12-26",
    "2029-01-01", "2029-03-30", "2029-04-02", "2029-05-07", "2029-05-28", "2029-08-27", "2029-12-25", "2029-12-26",
    "2030-01-01", "2030-04-19", "2030-04-22", "2030-05-06", "2030-05-27", "2030-08-26", "2030-12-25", "2030-12-26",
  ],
  scotland: [
    "2026-01-01", "2026-01-02", "2026-04-03", "2026-05-04", "2026-05-25", "2026-08-03", "2026-11-30", "2026-12-25",
    "2026-12-28",
    "2027-01-01", "2027-01-04", "2027-03-26", "2027-05-03", "2027-05-31", "2027-08-02", "2027-11-30", "2027-12-27",
    "2027-12-28",
    "2028-01-03", "2028-01-04", "2028-04-14", "2028-05-01", "2028-05-29", "2028-08-07", "2028-11-30", "2028-12-25",
    "2028-12-26",
    "2029-01-01", "2029-01-02", "2029-03-30", "2029-05-07", "2029-05-28", "2029-08-06", "2029-11-30", "2029-12-25",
    "2029-12-26",
    "2030-01-01", "2030-01-02", "2030-04-19", "2030-05-06", "2030-05-27", "2030-08-05", "2030-12-02", "2030-12-25",
    "2030-12-26",
  ],
  "northern-ireland": [
    "2026-01-01", "2026-03-17", "2026-04-03", "2026-04-06", "2026-05-04", "2026-05-25", "2026-07-13", "2026-08-31",
    "2026-12-25", "2026-12-28",
    "2027-01-01", "2027-03-17", "2027-03-26", "2027-03-29", "2027-05-03", "2027-05-31", "2027-07-12", "2027-08-30",
    "2027-12-27", "2027-12-28",
    "2028-01-03", "2028-03-17", "2028-04-14", "2028-04-17", "2028-05-01", "2028-05-29", "2028-07-12", "2028-08-28",
    "2028-12-25", "2028-12-26",
    "2029-01-01", "2029-03-19", "2029-03-30", "2029-04-02", "2029-05-07", "2029-05-28", "2029-07-12", "2029-08-27",
    "2029-12-25", "2029-12-26",
    "2030-01-01", "2030-03-18", "2030-04-19", "2030-04-22", "2030-05-06", "2030-05-27", "2030-07-12", "2030-08-26",
    "2030-12-25", "2030-12-26",
  ],
};

// Postcode areas in Scotland (Royal Mail); BT is Northern Ireland. Everything else delivers on England and
// Wales's working days (the Isle of Man and the Channel Islands included, for want of their own lists).
const SCOTTISH_AREAS = new Set([
  "AB",
  "DD",
  "DG",
  "EH",
  "FK",
  "G",
  "HS",
  "IV",
  "KA",
  "KW",
  "KY",
  "ML",
  "PA",
  "PH",
  "TD",
  "ZE",
]);

/** The nation whose bank holidays a parcel to this postcode waits for. */
export function regionForPostcode(postcode: string | null | undefined): UkRegion {
  const area = /^[A-Z]{1,2}/.exec((postcode ?? "").trim().toUpperCase())?.[0] ?? "";
  if (area === "BT") return "northern-ireland";
  return SCOTTISH_AREAS.has(area) ? "scotland" : "england-and-wales";
}
