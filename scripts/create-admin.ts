// npm run create-admin -- --email E --password P [--reset-two-factor]
// Creates the user if missing (or sets the password, ending the account's sessions) and makes them an Owner
// (ADR 040). --reset-two-factor also switches two-factor off, for an Owner who lost phone and codes. Idempotent.
import { parseArgs } from "node:util";

import { openDatabase } from "~/db/client.server";
import { readConfig } from "~/lib/env.server";
import { CreateAdminSchema } from "~/modules/auth/auth.schema";
import { createAdmin } from "~/modules/auth/auth.server";
import { seedIfEmpty } from "~/modules/demo/demo-seed.server";
import { sendShopEmailsToOwner } from "~/modules/settings/settings.server";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, "reset-two-factor": { type: "boolean" } },
});
const resetTwoFactor = values["reset-two-factor"] ?? false;
const parsed = CreateAdminSchema.safeParse({ email: values.email, password: values.password });
if (!parsed.success) {
  console.error(`create-admin: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  console.error(
    "usage: npm run create-admin -- --email you@example.com --password 'a long password' [--reset-two-factor]",
  );
  process.exit(2);
}

try {
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const admin = await createAdmin(database.db, parsed.data, { resetTwoFactor });
    const twoFactor = resetTwoFactor && !admin.created ? " Two-factor sign-in is off; set it up again." : "";
    console.log(`${admin.created ? "Created" : "Updated"} admin ${admin.email} (Owner).${twoFactor}`);
    // The shop's first Owner hears of each paid order unless they switch it off (Settings → Email). Run before
    // the shop's first start, the settings record is made here as the server would make it (the demo seed).
    if (config.SEED_DEMO) await seedIfEmpty(database.db);
    if (await sendShopEmailsToOwner(database.db, admin.email))
      console.log(`New-order emails go to ${admin.email} (Settings → Email changes or stops them).`);
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(`create-admin: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
