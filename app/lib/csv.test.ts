import { describe, expect, it } from "vitest";

import { expectReadings } from "../../tests/support/readings";
import { csvCell, csvRow } from "./csv";

describe("csv", () => {
  it("quotes commas, quotes and line breaks", () => {
    expectReadings(csvCell, {
      "plain@example.com": "plain@example.com",
      'say "hi", ok': '"say ""hi"", ok"',
      "two\nlines": '"two\nlines"',
    });
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    expectReadings(csvCell, {
      '=HYPERLINK("http://evil")': '"\'=HYPERLINK(""http://evil"")"',
      "+1+1": '"\'+1+1"',
      "-2": '"\'-2"',
      "@SUM(A1)": '"\'@SUM(A1)"',
    });
  });

  it("ends each row with CRLF", () => {
    expect(csvRow(["a", 1, true, null])).toBe("a,1,true,\r\n");
  });
});
