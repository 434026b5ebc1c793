import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "./env.server";
import type { Logger } from "./logger.server";

export type Mail = { to: string; subject: string; text: string; html?: string };

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes the message as an .eml file under
 * DATA_DIR/outbox (open it in any mail client) and logs where it went.
 */
export async function sendMail(config: Config, logger: Logger, mail: Mail): Promise<{ via: "smtp" | "outbox"; file?: string }> {
  const message = { from: config.MAIL_FROM, ...mail };
  if (config.SMTP_URL) {
    await nodemailer.createTransport(config.SMTP_URL).sendMail(message);
    logger.info({ subject: mail.subject }, "email sent");
    return { via: "smtp" };
  }
  const built = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }).sendMail(message);
  const outbox = path.resolve(config.DATA_DIR, "outbox");
  await fs.mkdir(outbox, { recursive: true });
  const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${built.messageId.replace(/[^\w.-]/g, "")}.eml`);
  await fs.writeFile(file, built.message as Buffer);
  logger.info({ subject: mail.subject, file }, "email written to the outbox (SMTP_URL is not set)");
  return { via: "outbox", file };
}
