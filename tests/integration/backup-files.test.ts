// The backup file and a failed restore, on the embedded database (the PostgreSQL restore is covered by
// tests/system/backup.test.ts): the file is readable by its owner only, and a restore that fails
// part-way leaves the data folder empty, so the same command can be run again.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import * as tar from "tar";
import { afterAll, describe, expect, it } from "vitest";

import { openDatabase } from "~/db/client.server";
import { readConfig } from "~/lib/env.server";

import { createBackup, restoreBackup } from "../../server/ops/backup";
import { createProduct } from "../support/factories";

const kind = process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";
const root = fs.mkdtempSync(path.join(os.tmpdir(), "shop-backup-files-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const config = (dataDir: string) => readConfig({ NODE_ENV: "test", DATA_DIR: dataDir });

// The embedded database only: one run is enough, whichever project runs this file.
describe.skipIf(kind !== "pglite")("backup files of the embedded database", () => {
  it("writes the backup readable by its owner only, and a failed restore leaves the folder empty", async () => {
    const source = path.join(root, "source");
    const handle = await openDatabase({ dataDir: source });
    await createProduct(handle.db, { name: "Backed Up Console" });
    await handle.close();
    fs.mkdirSync(path.join(source, "uploads"), { recursive: true });
    fs.writeFileSync(path.join(source, "uploads", "0123456789abcdef.webp"), "image bytes");

    const { file } = await createBackup(config(source), path.join(root, "backups"));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    // a backup whose database part is damaged: the restore fails after it began writing
    const unpacked = path.join(root, "unpacked");
    fs.mkdirSync(unpacked);
    await tar.extract({ file, cwd: unpacked });
    const dump = fs.readdirSync(unpacked).find((name) => name !== "manifest.json" && name !== "uploads")!;
    fs.writeFileSync(path.join(unpacked, dump), "not a database");
    const damaged = path.join(root, "damaged.tar");
    await tar.create({ file: damaged, cwd: unpacked, portable: true }, fs.readdirSync(unpacked));

    const target = path.join(root, "target");
    await expect(restoreBackup(config(target), damaged)).rejects.toThrow();
    const left = (folder: string) =>
      fs.existsSync(path.join(target, folder)) ? fs.readdirSync(path.join(target, folder)) : [];
    expect(left("pglite")).toEqual([]);
    expect(left("uploads")).toEqual([]);

    // the same target takes the good backup afterwards
    await restoreBackup(config(target), file);
    const restored = await openDatabase({ dataDir: target });
    try {
      const rows = await restored.db.query.products.findMany();
      expect(rows.map((p) => p.name)).toContain("Backed Up Console");
    } finally {
      await restored.close();
    }
    expect(left("uploads")).toEqual(["0123456789abcdef.webp"]);
    // a real backup, a failed restore and a good one of the embedded database: seconds each on a busy machine
  }, 120_000);

  it("refuses a backup holding a link entry, by name, and restores nothing", async () => {
    const unpacked = path.join(root, "with-link");
    fs.mkdirSync(unpacked);
    fs.writeFileSync(
      path.join(unpacked, "manifest.json"),
      JSON.stringify({ format: "retro-shop-backup", version: 1, database: "pglite" }),
    );
    fs.symlinkSync("/etc/passwd", path.join(unpacked, "database.tar.gz"));
    const linked = path.join(root, "linked.tar");
    await tar.create({ file: linked, cwd: unpacked, portable: true }, ["manifest.json", "database.tar.gz"]);

    const target = path.join(root, "link-target");
    await expect(restoreBackup(config(target), linked)).rejects.toThrow(
      `${linked} holds a link (database.tar.gz), which a backup of this shop never does: nothing was restored.`,
    );
    expect(fs.existsSync(path.join(target, "pglite"))).toBe(false);
  });
});
