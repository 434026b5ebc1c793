import pino from "pino";

// Structured logs; secrets and personal data never go in (see the redact list).
export function createLogger(level: string = process.env.LOG_LEVEL ?? "info") {
  return pino({
    level,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        "req.headers['stripe-signature']",
        'res.headers["set-cookie"]',
        "password",
        "*.password",
        "apiKey",
        "*.apiKey",
      ],
      censor: "[redacted]",
    },
  });
}

export type Logger = ReturnType<typeof createLogger>;
