// npm run create-admin -- --email E --password P
// Creates the user if missing (or sets the password) and makes them an Owner (ADR 240). Idempotent.
import { parseArgs } from "node:util";

import { openDatabase } from "~/db/client.server";
import { readConfig } from "~/lib/env.server";
import { CreateAdminSchema } from "~/modules/auth/auth.schema";
import { createAdmin } from "~/modules/auth/auth.server";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
const parsed = CreateAdminSchema.safeParse(values);
if (!parsed.success) {
  console.error(`create-admin: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  console.error("usage: npm run create-admin -- --email you@example.com --password 'a long password'");
  process.exit(2);
}

try {
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const admin = await createAdmin(database.db, parsed.data);
    console.log(`${admin.created ? "Created" : "Updated"} admin ${admin.email} (Owner).`);
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(`create-admin: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
