import { describe, expect, it } from "vitest";

import { spokenTracking } from "./spoken-tracking.server";

describe("a tracking number said in pieces", () => {
  it("is joined into one number when the message is about a parcel", () => {
    expect(spokenTracking("ship it royal mail tracking RN 246 810 121 GB")).toBe(
      "ship it royal mail tracking RN246810121GB",
    );
    expect(spokenTracking("dpd for megan 1550 9988 7766 55")).toBe("dpd for megan 15509988776655");
    expect(spokenTracking("evri tracking one two three four five six seven eight nine zero")).toBe(
      "evri tracking 1234567890",
    );
  });

  it("leaves numbers alone when no parcel is named, or when they are short", () => {
    expect(spokenTracking("set the x55 to 10 20 30")).toBe("set the x55 to 10 20 30");
    expect(spokenTracking("dpd for tom, 5 10 15")).toBe("dpd for tom, 5 10 15");
    expect(spokenTracking("restock one two three four five six seven eight")).toBe(
      "restock one two three four five six seven eight",
    );
  });
});

describe("a tracking number of letters and digits read in groups", () => {
  it("is joined after the word that names it", () => {
    expect(spokenTracking("evri tracking T12 AB3 456 789 0123 for callum")).toBe(
      "evri tracking T12AB34567890123 for callum",
    );
  });

  it("leaves short groups and plain counts alone", () => {
    expect(spokenTracking("dpd tracking ab1 2 more")).toBe("dpd tracking ab1 2 more");
  });
});

describe("a carrier spelled out letter by letter", () => {
  it("is written as the carrier's name, and its tracking number joined", () => {
    expect(spokenTracking("callum's went u p s, tracking one two three four five six seven eight nine")).toBe(
      "callum's went ups, tracking 123456789",
    );
    expect(spokenTracking("megan's parcel went d.p.d. today")).toBe("megan's parcel went dpd today");
  });

  it("leaves other letters alone", () => {
    expect(spokenTracking("the x 5 5 in a b c order")).toBe("the x 5 5 in a b c order");
  });
});

describe("a tracking number's letters spelled one by one", () => {
  it("joins them to its digits", () => {
    expect(spokenTracking("priya's went yodel tracking j d zero one two three four five six seven eight nine")).toBe(
      "priya's went yodel tracking JD0123456789",
    );
    expect(spokenTracking("royal mail r n one two three four five six seven eight nine g b for tom")).toBe(
      "royal mail RN123456789GB for tom",
    );
  });

  it("leaves letters that are not beside a long number alone", () => {
    expect(spokenTracking("yodel tracking j d 1234")).toBe("yodel tracking j d 1234");
    expect(spokenTracking("x y 123456789 restock")).toBe("x y 123456789 restock");
  });
});
