// The evaluation's requests are data, written as README.md says: changes, one colour's stock, then
// questions and the out-of-scope ones, then a former held-out set (read while rules were fixed, so no
// longer blind) and three development sets of fresh phrasings, each file checked as it is read. The held-out
// set is scored apart: it was written before the planner's rules were read, and the rules are never
// tuned against it.
import changes from "./corpus-changes.json";
import devSetTwo from "./corpus-dev-set-2.json";
import devSetThree from "./corpus-dev-set-3.json";
import devSet from "./corpus-dev-set.json";
import exactTargets from "./corpus-exact-targets.json";
import examined from "./corpus-examined.json";
import { roleCases, type RoleCase } from "./corpus-kit";
import questions from "./corpus-questions.json";
import variantStock from "./corpus-variant-stock.json";
import heldOut from "./held-out.json";

/** Every request of the evaluation, changes first, then questions and the out-of-scope ones. */
export const CORPUS: RoleCase[] = roleCases([
  changes,
  exactTargets,
  variantStock,
  questions,
  examined,
  devSet,
  devSetTwo,
  devSetThree,
]);

/** Owners' own words, written blind to the rules: reported apart, never tuned against. */
export const HELD_OUT: RoleCase[] = roleCases([heldOut]);
