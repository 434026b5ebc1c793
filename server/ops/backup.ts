// `npm run backup` and `npm run restore` (docs/decisions/088). One tar file: manifest.json, the
// database (PGlite's data folder as .tar.gz, or pg_dump's custom format) and the local uploads.
// The database is copied first and the uploads after: uploads are written once under content-hashed
// names before anything refers to them, so every file the copied database names is in the archive.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import * as tar from "tar";

import { openDatabase, PGLITE_EXTENSIONS } from "~/db/client.server";
import { acquireFolderLock, DatabaseLockedError } from "~/db/folder-lock.server";
import type { Config } from "~/lib/env.server";

import { controlSocketPath } from "./control-socket";

export type Manifest = {
  format: "retro-shop-backup";
  version: 1;
  createdAt: string;
  database: "pglite" | "postgres";
  /** the uploads in the archive; "bucket" when they live in S3 (not in the archive) */
  uploads: number | "bucket";
  /** how the embedded database was copied: from the running shop, or from the folder while stopped */
  via?: "running-shop" | "folder";
};

export class BackupError extends Error {}

const DB_FILE = { pglite: "database.tar.gz", postgres: "database.pgdump" } as const;

function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    child.on("error", (e) =>
      reject(
        new BackupError(
          `${command} could not run: ${e.message}. Install the PostgreSQL client tools (Debian: postgresql-client).`,
        ),
      ),
    );
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${err.trim()}`)),
    );
  });
}

/** Asks the running shop for a copy through its control socket; null when no shop is running on this folder. */
function dumpFromRunningShop(dataDir: string, target: string): Promise<boolean> {
  const socketPath = controlSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath, path: "/database.tar.gz", timeout: 10 * 60_000 }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return reject(
          new BackupError(`the running shop could not copy its database (HTTP ${response.statusCode}); see its log`),
        );
      }
      const out = fs.createWriteStream(target);
      response.pipe(out);
      out.on("finish", () => resolve(true));
      out.on("error", reject);
    });
    // A socket file with nobody listening: the shop was killed. The folder lock decides below.
    request.on("error", (err: NodeJS.ErrnoException) =>
      ["ECONNREFUSED", "ENOENT"].includes(err.code ?? "") ? resolve(false) : reject(err),
    );
  });
}

async function dumpPglite(config: Config, target: string): Promise<Manifest["via"]> {
  if (await dumpFromRunningShop(config.DATA_DIR, target)) return "running-shop";
  const folder = path.resolve(config.DATA_DIR, "pglite");
  if (!fs.existsSync(path.join(folder, "PG_VERSION")))
    throw new BackupError(`There is no embedded database in ${folder}.`);
  let release: () => void;
  try {
    release = acquireFolderLock(path.resolve(config.DATA_DIR, "pglite.lock"), folder);
  } catch (err) {
    if (err instanceof DatabaseLockedError) {
      throw new BackupError(
        `${err.message.split(". ")[0]}, and it did not answer on ` +
          `${controlSocketPath(config.DATA_DIR)}: is it an older version of the shop? Stop it and ` +
          `run the backup again.`,
      );
    }
    throw err;
  }
  const client = new PGlite(folder, { extensions: PGLITE_EXTENSIONS });
  try {
    await client.waitReady;
    await client.exec("CHECKPOINT");
    fs.writeFileSync(target, Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer()));
  } finally {
    await client.close();
    release();
  }
  return "folder";
}

function copyUploads(from: string, to: string): number {
  if (!fs.existsSync(from)) return 0;
  fs.mkdirSync(to, { recursive: true });
  let count = 0;
  for (const name of fs.readdirSync(from)) {
    const source = path.join(from, name);
    if (!fs.statSync(source).isFile()) continue;
    try {
      fs.linkSync(source, path.join(to, name)); // the files never change, so a hard link is a copy
    } catch {
      fs.copyFileSync(source, path.join(to, name));
    }
    count++;
  }
  return count;
}

export function defaultBackupName(now = new Date()) {
  return `retro-shop-${now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")}.tar`;
}

/** Writes one backup file and returns its path and manifest. `out` is a folder or a file name ending in .tar. */
export async function createBackup(config: Config, out = "backups"): Promise<{ file: string; manifest: Manifest }> {
  const file = path.resolve(out.endsWith(".tar") ? out : path.join(out, defaultBackupName()));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const staging = fs.mkdtempSync(path.join(path.dirname(file), ".backup-"));
  try {
    const kind = config.DATABASE_URL ? "postgres" : "pglite";
    const createdAt = new Date().toISOString();
    let via: Manifest["via"];
    if (kind === "postgres")
      await run("pg_dump", [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--file=${path.join(staging, DB_FILE.postgres)}`,
        config.DATABASE_URL!,
      ]);
    else via = await dumpPglite(config, path.join(staging, DB_FILE.pglite));
    const uploads = config.S3_BUCKET
      ? "bucket"
      : copyUploads(path.resolve(config.DATA_DIR, "uploads"), path.join(staging, "uploads"));
    const manifest: Manifest = {
      format: "retro-shop-backup",
      version: 1,
      createdAt,
      database: kind,
      uploads,
      ...(via ? { via } : {}),
    };
    fs.writeFileSync(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));
    const entries = [
      "manifest.json",
      DB_FILE[kind],
      ...(fs.existsSync(path.join(staging, "uploads")) ? ["uploads"] : []),
    ];
    // Written aside and renamed, so a file with the final name is always a whole backup. It holds the
    // shop's customers and password hashes: readable by its owner only, from its first byte.
    fs.rmSync(`${file}.partial`, { force: true });
    fs.closeSync(fs.openSync(`${file}.partial`, "wx", 0o600));
    await tar.create({ file: `${file}.partial`, cwd: staging, portable: true, mode: 0o600 }, entries);
    fs.chmodSync(`${file}.partial`, 0o600);
    fs.renameSync(`${file}.partial`, file);
    return { file, manifest };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function databaseIsEmpty(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema not in " +
        "('pg_catalog', 'information_schema')",
    );
    return rows[0].n === 0;
  } finally {
    await client.end();
  }
}

/** Empties a database that a failed restore left half written (it was empty before): every schema of its own. */
async function emptyDatabase(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select schema_name as name from information_schema.schemata where schema_name not like 'pg\\_%' " +
        "and schema_name <> 'information_schema'",
    );
    for (const { name } of rows) await client.query(`drop schema if exists "${name.replace(/"/g, '""')}" cascade`);
    await client.query("create schema if not exists public");
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into an empty data folder (embedded) or an empty database (DATABASE_URL). A restore
 * that fails part-way leaves the target as empty as it found it, so it can be run again.
 */
export async function restoreBackup(config: Config, file: string): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "retro-shop-restore-"));
  // what this restore wrote, undone if it fails: the database (it was empty) and the uploads it copied
  let undo: (() => Promise<void> | void) | null = null;
  const copied: string[] = [];
  try {
    // A backup of this shop holds only files and folders: a link entry (which could point anywhere) is
    // skipped by the extraction and refused by name, before anything is restored.
    const links: string[] = [];
    await tar.extract({
      file,
      cwd: staging,
      filter: (entryPath, entry) => {
        const type = "type" in entry ? entry.type : undefined;
        if (type !== "SymbolicLink" && type !== "Link") return true;
        links.push(entryPath);
        return false;
      },
    });
    if (links.length > 0)
      throw new BackupError(
        `${file} holds a link (${links.slice(0, 3).join(", ")}), ` +
          "which a backup of this shop never does: nothing was restored.",
      );
    const manifestPath = path.join(staging, "manifest.json");
    if (!fs.existsSync(manifestPath)) throw new BackupError(`${file} is not a backup of this shop (no manifest.json).`);
    const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as Manifest;
    if (manifest.format !== "retro-shop-backup" || manifest.version !== 1)
      throw new BackupError(`${file} is not a backup this version can read.`);
    const target = config.DATABASE_URL ? "postgres" : "pglite";
    if (manifest.database !== target) {
      throw new BackupError(
        manifest.database === "pglite"
          ? "This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR."
          : "This backup is of a PostgreSQL database: set DATABASE_URL to the empty database to restore it into.",
      );
    }
    if (target === "postgres") {
      if (!(await databaseIsEmpty(config.DATABASE_URL!)))
        throw new BackupError("The database at DATABASE_URL is not empty: restore into a new, empty database.");
      undo = () => emptyDatabase(config.DATABASE_URL!);
      await run("pg_restore", [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        `--dbname=${config.DATABASE_URL}`,
        path.join(staging, DB_FILE.postgres),
      ]);
    } else {
      const folder = path.resolve(config.DATA_DIR, "pglite");
      if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0)
        throw new BackupError(`${folder} is not empty: restore into an empty data folder (a new DATA_DIR).`);
      fs.mkdirSync(folder, { recursive: true });
      undo = () => {
        for (const name of fs.readdirSync(folder)) fs.rmSync(path.join(folder, name), { recursive: true, force: true });
      };
      const release = acquireFolderLock(path.resolve(config.DATA_DIR, "pglite.lock"), folder);
      try {
        const blob = new Blob([fs.readFileSync(path.join(staging, DB_FILE.pglite))]);
        const client = new PGlite(folder, { loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
        await client.waitReady;
        await client.close();
      } finally {
        release();
      }
    }
    if (typeof manifest.uploads === "number" && manifest.uploads > 0) {
      const to = path.resolve(config.DATA_DIR, "uploads");
      fs.mkdirSync(to, { recursive: true });
      for (const name of fs.readdirSync(path.join(staging, "uploads"))) {
        fs.copyFileSync(path.join(staging, "uploads", name), path.join(to, name), fs.constants.COPYFILE_EXCL);
        copied.push(path.join(to, name));
      }
    }
    // Opening it runs any newer migrations, so a restored shop starts like any other.
    const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
    await handle.close();
    return manifest;
  } catch (err) {
    for (const written of copied) fs.rmSync(written, { force: true });
    await undo?.();
    throw err;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
