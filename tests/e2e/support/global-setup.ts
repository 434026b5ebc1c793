import fs from "node:fs";

import checkProductionBuild from "../../support/production-build-check";

// In CI a missing browser must fail loudly, never skip the journeys.
export default function globalSetup() {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(chromium)) {
    throw new Error(
      `Chromium was not found at ${chromium}: install Debian's chromium package (apt-get install -y chromium).`,
    );
  }
  // The journeys drive the production build as a shop serves it: fresh, and React's production build.
  checkProductionBuild();
}
