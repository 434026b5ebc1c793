// The system tests and the journeys exercise the production build; a missing or stale build would test
// old code, and React's development build (ADR 003) a shop no one serves.
import { buildState } from "../../scripts/build-state.mjs";

export default function checkProductionBuild() {
  const state = buildState();
  if (state === "development") {
    throw new Error(
      "The build is React's development build (made under NODE_ENV other than production): run " +
        "`npm run build` (npm run validate does).",
    );
  }
  if (state !== "fresh") {
    throw new Error(
      `The production build is ${state}: run \`npm run build\` before the system tests or the ` +
        `journeys (npm run validate does).`,
    );
  }
}
