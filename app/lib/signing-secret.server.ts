// The secret behind every signed link and cookie: invoice links, review-request and back-in-stock links,
// the order-confirmation access cookie, the code step of a sign-in and the toast cookie. Emailed links must
// outlive a restart, so without SESSION_SECRET the shop draws one once and keeps it in DATA_DIR.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { ConfigError, workerCount, type Config } from "./env.server";

export const SECRET_FILE = "session-secret";

const readSecret = (file: string) => fs.readFileSync(file, "utf8").trim();

/** The secret kept in `dataDir`, drawn and written (readable by its owner only) by the first start. */
export function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  if (fs.existsSync(file)) return readSecret(file);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  } catch (err) {
    // another process of this start wrote it first: use that one
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  return readSecret(file);
}

/**
 * The config with SESSION_SECRET filled from DATA_DIR when the environment does not set it. Several server
 * processes on PostgreSQL (perhaps on several machines) must share one secret, so the start refuses without it;
 * the scripts (backup, restore, create-admin) sign nothing and never ask for it.
 */
export function withSigningSecret(config: Config): Config {
  if (config.SESSION_SECRET) return config;
  const processes = workerCount(config);
  if (config.DATABASE_URL && processes > 1)
    throw new ConfigError(
      "Invalid configuration in the environment:\n" +
        `  SESSION_SECRET: ${processes} processes on PostgreSQL must sign links and cookies with one secret: set ` +
        "SESSION_SECRET to the same long random value for every process (openssl rand -base64 32), or set WORKERS=1",
    );
  return { ...config, SESSION_SECRET: persistentSecret(config.DATA_DIR) };
}
