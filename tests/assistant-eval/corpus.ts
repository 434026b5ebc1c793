import * as changes from "./corpus-changes";
import type { Case } from "./corpus-kit";
import * as questions from "./corpus-questions";
import * as variantStock from "./corpus-variant-stock";

/** Every request of the evaluation, changes first, then questions and the out-of-scope ones. */
export const CORPUS: Case[] = [
  ...Object.values(changes),
  ...Object.values(variantStock),
  ...Object.values(questions),
].flat();
