// Setup for the integration projects, run before each test file. On PGlite the files of a worker share its
// modules (`isolate: false`, vitest.config.ts), so what a module keeps for the whole process is put back here as a
// new process has it: route tests all come from one address, and one file's sign-ins or payments must not
// spend the next file's rate limits; SMTP connections pooled for one file's fake mail server are closed. The hashes
// the shop makes cost the tests' low cost (a test about the production cost asks for it).
import { readConfig } from "~/lib/env.server";
import { closeMail } from "~/lib/mailer.server";
import { configureRateLimits, memoryRateLimitStore } from "~/lib/rate-limit.server";

import { setTestHashCost } from "./password-cost";

configureRateLimits(readConfig({}), memoryRateLimitStore());
closeMail();
setTestHashCost();
