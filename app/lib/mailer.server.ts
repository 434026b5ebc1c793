import fs from "node:fs/promises";
import path from "node:path";

import nodemailer, { type Transporter } from "nodemailer";
// The file itself: Node's ES module resolution does not import a folder, and tsx scripts (create-admin) load this
// source.
import SMTPPool from "nodemailer/lib/smtp-pool/index.js";

import type { Config } from "./env.server";
import type { Logger } from "./logger.server";

/** `replyTo`: where a reply goes when it should not go to MAIL_FROM (the shop's support address). */
export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };

/**
 * Every SMTP wait is bounded (ADR 081): nodemailer's defaults would let a silent server hold a
 * connection for minutes. An idle pooled connection is closed after `socketTimeout` too.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 } as const;
/**
 * SMTP connections this process keeps open and shares between emails, so an email skips the connect and greeting
 * round trips; the outbox sends this many at once.
 */
export const SMTP_CONNECTIONS = 4;

const inFlight = new Set<Promise<void>>();
const transports = new Map<string, Transporter>();

/**
 * This process's SMTP transport for `url`: pooled, so emails reuse connections instead of opening,
 * greeting and closing one each (ADR 100). Built from an SMTPPool because `createTransport(url, x)`
 * reads `x` as message defaults, not as connection options.
 */
function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(
      new SMTPPool({ url, pool: true, maxConnections: SMTP_CONNECTIONS, ...SMTP_TIMEOUTS }),
    );
    transports.set(url, transport);
  }
  return transport;
}

/**
 * The shop's emails are English text: nodemailer picks quoted-printable for them when left to choose, but
 * chooses by matching every letter of the HTML part into an array first, which cost more CPU than
 * encoding it. Named here, every part and header is encoded the way it was chosen before.
 */
const TEXT_ENCODING = "quoted-printable" as const;

let streamTransport: Transporter | undefined;

/** The .eml builder used without SMTP_URL, made once per process like the SMTP pool. */
function fileTransport(): Transporter {
  streamTransport ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return streamTransport;
}

/** Closes the pooled SMTP connections (a stopping server, after its last email). */
export function closeMail(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}

/**
 * Delivers now: resolves once SMTP has accepted the message, throws when it was refused or timed
 * out. Without SMTP_URL it writes the message as an .eml file under DATA_DIR/outbox (open it in any
 * mail client). The outbox's background sender uses this, so a refused email stays queued for a retry.
 */
export async function deliverMail(
  config: Config,
  logger: Logger,
  mail: Mail,
): Promise<{ via: "smtp" | "outbox"; file?: string }> {
  const message = { from: config.MAIL_FROM, textEncoding: TEXT_ENCODING, ...mail };
  if (config.SMTP_URL) {
    await smtpTransport(config.SMTP_URL).sendMail(message);
    logger.info({ subject: mail.subject }, "email sent");
    return { via: "smtp" };
  }
  const built = await fileTransport().sendMail(message);
  const outbox = path.resolve(config.DATA_DIR, "outbox");
  await fs.mkdir(outbox, { recursive: true });
  const file = path.join(
    outbox,
    `${new Date().toISOString().replace(/[:.]/g, "-")}-${built.messageId.replace(/[^\w.-]/g, "")}.eml`,
  );
  await fs.writeFile(file, built.message as Buffer);
  logger.info({ subject: mail.subject, file }, "email written to the outbox (SMTP_URL is not set)");
  return { via: "outbox", file };
}

/**
 * For an email sent straight from a request (the password reset, which is never stored): SMTP
 * delivery runs in the background, so a slow or failing mail server never holds up (or fails) the
 * request; a failure is logged with the subject. Without SMTP_URL it writes the .eml at once.
 */
export async function sendMail(
  config: Config,
  logger: Logger,
  mail: Mail,
): Promise<{ via: "smtp" | "outbox"; file?: string }> {
  if (!config.SMTP_URL) return deliverMail(config, logger, mail);
  const delivery = deliverMail(config, logger, mail)
    .then(
      () => undefined,
      (err: unknown) => logger.error({ err, subject: mail.subject }, "email could not be sent"),
    )
    .finally(() => inFlight.delete(delivery));
  inFlight.add(delivery);
  return { via: "smtp" };
}

/** Waits for the SMTP deliveries under way (a stopping server lets them finish), at most `ms`. */
export async function settleMail(ms: number): Promise<void> {
  if (!inFlight.size) return;
  await Promise.race([Promise.allSettled([...inFlight]), new Promise((resolve) => setTimeout(resolve, ms).unref())]);
}
