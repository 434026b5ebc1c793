// The secret behind every signed link and cookie: invoice links, review-request and back-in-stock links,
// the order-confirmation access cookie, the code step of a sign-in and the toast cookie. Emailed links must
// outlive a restart, so without SESSION_SECRET the shop draws one once and keeps it in DATA_DIR.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { ConfigError, workerCount, type Config } from "./env.server";

export const SECRET_FILE = "session-secret";

// A drawn secret is 43 characters; anything much shorter is a file a failed first start left empty or cut short.
const SHORTEST_SECRET = 32;

/** The secret in `file` when it is one (readable by its owner only from now on), else null. */
function readSecret(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8").trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
  if (text.length < SHORTEST_SECRET) return null;
  if (fs.statSync(file).mode & 0o077) fs.chmodSync(file, 0o600);
  return text;
}

/**
 * The secret kept in `dataDir`, drawn and written (readable by its owner only) by the first start. It is written
 * whole to a file of its own and then put in place, so a start that fails while writing leaves no empty secret: an
 * empty key would sign links anyone could make. A file too short to be a drawn secret is drawn again.
 */
export function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  const kept = readSecret(file);
  if (kept) return kept;
  fs.mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  fs.writeFileSync(draft, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  try {
    if (fs.existsSync(file))
      fs.renameSync(draft, file); // the unusable one is replaced
    else fs.linkSync(draft, file); // fails when another process of this start put its own in place first
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  const secret = readSecret(file);
  if (!secret) throw new Error(`${file} does not hold a usable secret: delete it, or set SESSION_SECRET`);
  return secret;
}

/**
 * The config with SESSION_SECRET filled from DATA_DIR when the environment does not set it. Several server
 * processes on PostgreSQL (perhaps on several machines) must share one secret, so the start refuses without it;
 * the scripts (backup, restore, create-admin) sign nothing and never ask for it.
 */
export function withSigningSecret(config: Config): Config {
  if (config.SESSION_SECRET) return config;
  const processes = workerCount(config);
  // Redis is there to share limits between machines, each with its own DATA_DIR and so its own drawn secret
  if (config.DATABASE_URL && (processes > 1 || config.REDIS_URL)) {
    const who = config.REDIS_URL ? "Shops sharing Redis and PostgreSQL" : `${processes} processes on PostgreSQL`;
    throw new ConfigError(
      "Invalid configuration in the environment:\n" +
        `  SESSION_SECRET: ${who} must sign links and cookies with one secret: set ` +
        "SESSION_SECRET to the same long random value for every process (openssl rand -base64 32)" +
        (config.REDIS_URL ? "" : ", or set WORKERS=1"),
    );
  }
  return { ...config, SESSION_SECRET: persistentSecret(config.DATA_DIR) };
}
