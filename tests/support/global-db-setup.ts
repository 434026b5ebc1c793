// Runs once per integration project: builds one migrated database that every test file copies,
// because migrating a fresh PGlite for each file would cost seconds apiece.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";

import { migrateDatabase, PGLITE_EXTENSIONS, pgliteHandle } from "~/db/client.server";

import { createPgDatabase } from "./pg-admin";
import { PGLITE_TEMPLATE_FILE } from "./test-db-names";

export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND ?? process.env.TEST_DB_KIND;
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("CI=true but TEST_DATABASE_URL is not set: the PostgreSQL integration layer cannot run.");
    const template = `shop_test_template_${randomBytes(4).toString("hex")}`;
    project.provide("pgTemplate", template);
    // the name is random, so no template of an earlier run can be in the way
    const created = await createPgDatabase(url, template);
    const { openDatabase } = await import("~/db/client.server");
    const handle = await openDatabase({ databaseUrl: created.url, dataDir: "unused", poolSize: 1 });
    await handle.close();
    return created.drop;
  }
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const handle = pgliteHandle(client);
  await migrateDatabase(handle);
  // a plain tar: every test file opens a copy, and gunzipping it for each file cost more than reading it whole
  const dump = await client.dumpDataDir("none");
  fs.mkdirSync(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
  fs.writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}
