// Setup for the integration projects, run before each test file. On PGlite the files of a worker share its
// modules (`isolate: false`, vitest.config.ts), so what a module keeps for the whole process is put back here as a
// new process has it: route tests all come from one address, and one file's sign-ins or payments must not
// spend the next file's rate limits; SMTP connections pooled for one file's fake mail server are closed.
import { readConfig } from "~/lib/env.server";
import { closeMail } from "~/lib/mailer.server";
import { configureRateLimits, MemoryRateLimitStore } from "~/lib/rate-limit.server";

configureRateLimits(readConfig({}), new MemoryRateLimitStore());
closeMail();
