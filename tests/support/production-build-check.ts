// System tests exercise build/server/index.js; a missing or stale build would test old code.
import { buildState } from "../../scripts/build-state.mjs";

export default function checkProductionBuild() {
  const state = buildState();
  if (state !== "fresh") {
    throw new Error(`The production build is ${state}: run \`npx react-router build\` before the system tests (npm test does).`);
  }
}
