import type { LoggerOptions } from "pino";

/** pino options: JSON lines, with credentials redacted wherever they might appear. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.currentPassword",
        "*.newPassword",
        "*.passwordHash",
        "*.token",
      ],
      censor: "[redacted]",
    },
  };
}
