// Runs once per integration project: builds one migrated database that every test file copies,
// because migrating a fresh PGlite for each file would cost seconds apiece (on PGlite, kept between runs).
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";

import { migrateDatabase, MIGRATIONS_FOLDER, PGLITE_EXTENSIONS, pgliteHandle } from "~/db/client.server";

import { createPgDatabase } from "./pg-admin";
import { PGLITE_EMPTY_FILE, PGLITE_TEMPLATE_FILE } from "./test-db-names";

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
  // The template of an earlier run is used again while everything it is built from is unchanged.
  const key = templateKey();
  const keyFile = `${PGLITE_TEMPLATE_FILE}.key`;
  const built = [PGLITE_TEMPLATE_FILE, PGLITE_EMPTY_FILE, keyFile].every((file) => fs.existsSync(file));
  if (built && fs.readFileSync(keyFile, "utf8") === key) return;
  fs.rmSync(keyFile, { force: true }); // written again once the new template is whole
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  // the empty database too: an upgrade test loads it rather than running initdb, most of what it cost
  await writeDump(client, PGLITE_EMPTY_FILE);
  const handle = pgliteHandle(client);
  await migrateDatabase(handle);
  await writeDump(client, PGLITE_TEMPLATE_FILE);
  fs.writeFileSync(keyFile, key);
  await handle.close();
}

/** A plain tar: every test file opens a copy, and gunzipping it for each file cost more than reading it whole. */
async function writeDump(client: PGlite, file: string) {
  await client.waitReady;
  const dump = await client.dumpDataDir("none");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(`${file}.tmp`, file);
}

/** A digest of what the template is built from: the migrations, the code that applies them, PGlite and Drizzle. */
function templateKey() {
  const files = [
    ...fs
      .readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: "utf8" })
      .map((f) => path.join(MIGRATIONS_FOLDER, f)),
    "app/db/client.server.ts",
    "tests/support/global-db-setup.ts",
    "node_modules/@electric-sql/pglite/package.json",
    "node_modules/drizzle-orm/package.json",
  ];
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    if (fs.statSync(file).isFile()) hash.update(file).update(fs.readFileSync(file));
  }
  return hash.digest("hex");
}
