import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest ships with the first load (docs/decisions/111): lazy discovery matched
  // every parent path of the page against every route on each server render, and each page view
  // then asked /__manifest for its links, a second uncached request per shopper.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
