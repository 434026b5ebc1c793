// Names a session by its device and browser from the User-Agent header, the way a person would recognise it
// ("Chrome on Android phone"). A few patterns cover the browsers staff use; anything else is said plainly
// rather than guessed, so no parsing library is needed.

const BROWSERS: [RegExp, string][] = [
  // order matters: Edge, Opera and Samsung's browser also say Chrome; Chrome on iOS says Safari
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const DEVICES: [RegExp, string][] = [
  [/iPad/, "iPad"],
  [/iPhone|iPod/, "iPhone"],
  [/Android.*Mobile/, "Android phone"],
  [/Android/, "Android tablet"],
  [/Windows/, "Windows"],
  [/Macintosh|Mac OS X/, "Mac"],
  [/CrOS/, "Chromebook"],
  [/Linux/, "Linux"],
];

const first = (table: [RegExp, string][], ua: string) => table.find(([pattern]) => pattern.test(ua))?.[1];

/** "Safari on iPhone", "Firefox on Windows"; "Unknown browser" when the header says nothing we know. */
export function deviceName(userAgent: string): string {
  const browser = first(BROWSERS, userAgent);
  const device = first(DEVICES, userAgent);
  if (browser && device) return `${browser} on ${device}`;
  return browser ?? (device ? `A browser on ${device}` : "Unknown browser");
}
