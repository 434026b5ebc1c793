// A private PostgreSQL server for tests that stop and start it (the machine's shared server is never
// touched): initdb into a temporary folder, `postgres` on a free port, run as the `postgres` OS user
// when the tests run as root (PostgreSQL refuses to run as root).
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import { freePort } from "./free-port";

function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, "bin/postgres")))
    : [];
  if (!versions.length)
    throw new Error("No PostgreSQL server binaries under /usr/lib/postgresql (apt-get install postgresql).");
  return path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0], "bin");
}

export type PrivatePostgres = {
  port: number;
  url(database: string): string;
  start(): Promise<void>;
  /** fast shutdown: sessions are terminated, as in a restart */
  stop(): Promise<void>;
  destroy(): Promise<void>;
};

export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-pg-"));
  const dataDir = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const ids = asRoot
    ? {
        uid: Number(execFileSync("id", ["-u", "postgres"]).toString()),
        gid: Number(execFileSync("id", ["-g", "postgres"]).toString()),
      }
    : {};
  if (asRoot) fs.chownSync(dir, ids.uid!, ids.gid!);
  const init = spawnSync(
    path.join(bin, "initdb"),
    ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--locale=C"],
    {
      ...ids,
      cwd: dir,
      encoding: "utf8",
    },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  let server: ChildProcess | undefined;

  const ready = async () => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const client = new pg.Client({
        host: "127.0.0.1",
        port,
        user: "postgres",
        database: "postgres",
        connectionTimeoutMillis: 1000,
      });
      try {
        await client.connect();
        await client.end();
        return;
      } catch (err) {
        await client.end().catch(() => {});
        if (Date.now() > deadline) throw new Error(`the private PostgreSQL did not start: ${String(err)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  };

  const self: PrivatePostgres = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      server = spawn(
        path.join(bin, "postgres"),
        [
          "-D",
          dataDir,
          "-p",
          String(port),
          "-k",
          dir,
          "-c",
          "listen_addresses=127.0.0.1",
          "-c",
          "fsync=off",
          "-c",
          "max_connections=60",
        ],
        { ...ids, cwd: dir, stdio: "ignore" },
      );
      await ready();
    },
    async stop() {
      const running = server;
      server = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((r) => running.once("exit", r));
      running.kill("SIGINT");
      await exited;
    },
    async destroy() {
      await self.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await self.start();
  return self;
}
