// A running code switched off by its name and "off" alone: "WELCOME10 off", "turn the BLACKFRI code off",
// "xmas5 off now". Only a code the shop has: "SPRING10 off" for a code it does not have may be a new code, so it
// is left to the other readings; and "WELCOME10 20% off" names an amount, so it is no switch. Pure, so unit-tested.

const OFF_AT_END = String.raw`(?:\s+code)?\s+off(?:\s+(?:now|please|pls|for\s+now|today))*\s*$`;

/** The code the words switch off, when the whole request is that code's name and "off". */
export function codeSwitchedOff<C extends { code: string }>(text: string, codes: readonly C[]): C | null {
  const found = codes.filter((c) =>
    new RegExp(String.raw`^\s*(?:(?:turn|switch|put|take)\s+)?(?:the\s+)?${c.code.toLowerCase()}${OFF_AT_END}`).test(
      text.toLowerCase(),
    ),
  );
  return found.length === 1 ? found[0] : null;
}
