import fs from "node:fs";

// In CI a missing browser must fail loudly, never skip the journeys.
export default function globalSetup() {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(chromium)) {
    throw new Error(`Chromium was not found at ${chromium}: install Debian's chromium package (apt-get install -y chromium).`);
  }
}
