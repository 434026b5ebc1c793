// The evaluation's requests are data, written as README.md says: changes, one colour's stock, then
// questions and the out-of-scope ones, each file checked as it is read.
import changes from "./corpus-changes.json";
import { corpusFile, type Case } from "./corpus-kit";
import questions from "./corpus-questions.json";
import variantStock from "./corpus-variant-stock.json";

/** Every request of the evaluation, changes first, then questions and the out-of-scope ones. */
export const CORPUS: Case[] = [changes, variantStock, questions].flatMap((file) =>
  Object.values(corpusFile.parse(file)).flat(),
);
