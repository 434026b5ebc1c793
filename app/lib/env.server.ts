import os from "node:os";

import { z } from "zod";

// Every setting the server reads from the environment, checked once at start.
// A wrong value stops the start with a message naming the variable.
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));
const flag = (fallback: "true" | "false") =>
  z
    .enum(["true", "false", "1", "0", "on", "off"])
    .default(fallback)
    .transform((v) => v === "true" || v === "1" || v === "on");
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined))
  .pipe(z.url().optional());

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalUrl,
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    // how often each process checks for a scheduled sale's start or end (a test shortens it)
    SALE_TICK_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    SEED_DEMO: z
      .enum(["true", "false", "1", "0"])
      .default("true")
      .transform((v) => v === "true" || v === "1"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    // Express's "trust proxy": how many proxies stand in front (a number; "true" is one), or their
    // addresses. Never "trust every hop": the left-most X-Forwarded-For is whatever the client wrote.
    TRUST_PROXY: z
      .string()
      .trim()
      .default("false")
      .transform((v, ctx): false | number | string[] => {
        if (v === "false" || v === "0" || v === "") return false;
        if (v === "true") return 1;
        if (/^\d{1,2}$/.test(v)) return Number(v);
        const list = v.split(",").map((a) => a.trim());
        if (list.every((a) => /^[0-9a-fA-F.:/]+$|^(loopback|linklocal|uniquelocal)$/.test(a))) return list;
        ctx.addIssue({ code: "custom", message: "a number of proxies (1), or their addresses, comma-separated" });
        return z.NEVER;
      }),
    // The page cache in front of the storefront (docs/decisions/070): "off" for the uncached figures
    // and for debugging. Its memory is capped at PAGE_CACHE_MAX_MB of stored (compressed and plain) bytes.
    PAGE_CACHE: z.enum(["on", "off"]).default("on"),
    PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_BASE: optionalUrl,
    TRACK17_API_BASE: optionalUrl.transform((v) => v ?? "https://api.17track.net/track/v2.2"),
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: optionalString,
    AI_MODEL: z.string().default("gpt-4o-mini"),
    /** how long the assistant waits for the AI endpoint to plan (a model may think for a while) */
    AI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(30_000),
    SMTP_URL: optionalUrl,
    // Signs every emailed link and the shop's cookies; unset, the first start draws one into DATA_DIR
    // (app/lib/signing-secret.server.ts). Required for several processes on PostgreSQL (see below).
    SESSION_SECRET: optionalString,
    MAIL_FROM: z.string().default("Retro Handhelds <orders@retro-handhelds.example>"),
    // Several processes (docs/decisions/085): unset means one per core on PostgreSQL, one on PGlite.
    WORKERS: z.coerce.number().int().min(1).max(64).optional(),
    RATE_LIMITS: flag("true"),
    // An IPv6 client holds a whole network (a /64 for a home line): per-address limits count that network.
    RATE_LIMIT_IPV6_PREFIX: z.coerce.number().int().min(32).max(128).default(64),
    REDIS_URL: optionalUrl.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
        .optional(),
    ),
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/, "letters, digits and _ : . - only")
      .default("retro-shop:"),
    S3_BUCKET: optionalString,
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().default("us-east-1"),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PUBLIC_URL: optionalUrl,
  })
  .superRefine((env, ctx) => {
    if (env.WORKERS && env.WORKERS > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["WORKERS"],
        message:
          `the embedded database can be opened by one process only, so WORKERS=${env.WORKERS} needs ` +
          `DATABASE_URL (PostgreSQL); unset WORKERS or set it to 1`,
      });
    }
    if (env.S3_BUCKET && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
      });
    }
  });

export type Config = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration in the environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** How many server processes to run: WORKERS, else one per core on PostgreSQL and one on PGlite. */
export function workerCount(config: Pick<Config, "WORKERS" | "DATABASE_URL">): number {
  return config.WORKERS ?? (config.DATABASE_URL ? os.availableParallelism() : 1);
}

/** The origin used for canonical URLs, the sitemap and links in emails. */
export function publicOrigin(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, "");
}
