import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { readConfig } from "./env.server";
import { createLogger } from "./logger.server";
import { sendMail } from "./mailer.server";

describe("sendMail without SMTP", () => {
  it("writes a readable .eml file to the outbox", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-mail-"));
    const config = readConfig({ DATA_DIR: dataDir });
    const result = await sendMail(config, createLogger("silent"), {
      to: "jamie@example.com",
      subject: "Your order RH-1",
      text: "Thanks!",
    });
    expect(result.via).toBe("outbox");
    const eml = fs.readFileSync(result.file!, "utf8");
    expect(eml).toContain("To: jamie@example.com");
    expect(eml).toContain("Subject: Your order RH-1");
    expect(eml).toContain("Thanks!");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
