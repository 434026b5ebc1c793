// scrypt at the shop's cost takes a good fraction of a second and 128 MB a hash. Test accounts, and the hashes the
// shop makes in integration tests (create-admin, unknown emails, invitations, new passwords), use a low cost instead:
// the cost is stored with the hash, so a password is still checked for real. A test about what the production cost
// does (how many hashes run at once) asks for it. No Vitest here: the Playwright journeys load the factories too.
import { setHashCostForTests } from "~/modules/auth/passwords.server";

export const TEST_HASH_COST = 1024;

/** The hashes the shop makes cost the tests' low cost (the integration setup does this before each file). */
export const setTestHashCost = () => setHashCostForTests(TEST_HASH_COST);
