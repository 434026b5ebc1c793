import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it, onTestFinished } from "vitest";

import { readConfig } from "./env.server";
import { persistentSecret, SECRET_FILE, withSigningSecret } from "./signing-secret.server";

function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "signing-secret-"));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, "data");
}

describe("the secret behind signed links", () => {
  it("is drawn once into DATA_DIR, readable by its owner only, and the same at every later start", () => {
    const dataDir = tempDataDir();
    const first = withSigningSecret(readConfig({ DATA_DIR: dataDir })).SESSION_SECRET;
    expect(first).toMatch(/^[\w-]{40,}$/);
    const file = path.join(dataDir, SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // a restart: a link signed before it is still signed with the same secret
    expect(withSigningSecret(readConfig({ DATA_DIR: dataDir })).SESSION_SECRET).toBe(first);
    expect(persistentSecret(dataDir)).toBe(first);
  });

  it("is the environment's SESSION_SECRET when set, and then nothing is written", () => {
    const dataDir = tempDataDir();
    expect(withSigningSecret(readConfig({ DATA_DIR: dataDir, SESSION_SECRET: "configured" })).SESSION_SECRET).toBe(
      "configured",
    );
    expect(fs.existsSync(path.join(dataDir, SECRET_FILE))).toBe(false);
  });

  it("must be set for several processes on PostgreSQL: the start refuses without it, naming it", () => {
    const env = { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/shop", WORKERS: "2" };
    expect(() => withSigningSecret(readConfig(env))).toThrow(
      /SESSION_SECRET: 2 processes on PostgreSQL must sign links/,
    );
    expect(withSigningSecret(readConfig({ ...env, SESSION_SECRET: "shared" })).SESSION_SECRET).toBe("shared");
    // the scripts (backup, restore, create-admin) read the same config and sign nothing: they never ask for it
    expect(readConfig(env).WORKERS).toBe(2);
  });

  it("is never an empty or short key: a file a failed first start left empty is drawn again", () => {
    const dataDir = tempDataDir();
    fs.mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, SECRET_FILE);
    fs.writeFileSync(file, "", { mode: 0o600 });
    const secret = withSigningSecret(readConfig({ DATA_DIR: dataDir })).SESSION_SECRET;
    expect(secret).toMatch(/^[\w-]{40,}$/);
    expect(persistentSecret(dataDir)).toBe(secret);
    fs.writeFileSync(file, "short\n");
    expect(persistentSecret(dataDir)).toMatch(/^[\w-]{40,}$/);
  });

  it("is made readable by its owner only when the file was left readable by others", () => {
    const dataDir = tempDataDir();
    const secret = persistentSecret(dataDir);
    const file = path.join(dataDir, SECRET_FILE);
    fs.chmodSync(file, 0o644);
    expect(persistentSecret(dataDir)).toBe(secret);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it("must be set on PostgreSQL with Redis, which shares the limits of shops on several machines", () => {
    const env = { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/shop", WORKERS: "1", REDIS_URL: "redis://r:6379" };
    expect(() => withSigningSecret(readConfig({ ...env, DATA_DIR: tempDataDir() }))).toThrow(/SESSION_SECRET/);
    expect(withSigningSecret(readConfig({ ...env, SESSION_SECRET: "shared" })).SESSION_SECRET).toBe("shared");
  });
});
