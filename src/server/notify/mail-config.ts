import { httpUrl } from "../http-url";
/** Where and as whom email is sent, and the address every link in it starts with. */
export interface MailConfig {
  /** smtp://user:pass@host:port or smtps://… (nodemailer's connection URL). */
  smtpUrl: string;
  /** The From address, e.g. `Brigade <schedule@example.com>`. */
  from: string;
  /** The app's public address without a trailing slash, e.g. https://brigade.example.com. */
  publicUrl: string;
}

/** SMTP_URL, MAIL_FROM, PUBLIC_URL; email is off (null) when SMTP_URL is unset. Bad values stop the start. */
export function readMailConfig(env: NodeJS.ProcessEnv): MailConfig | null {
  const smtpUrl = env.SMTP_URL || undefined;
  if (!smtpUrl) return null;
  const smtp = parseUrl(smtpUrl, "SMTP_URL");
  if (smtp.protocol !== "smtp:" && smtp.protocol !== "smtps:")
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${smtp.protocol}"`);
  const from = env.MAIL_FROM || "";
  if (!from || /[\r\n]/.test(from) || !/@/.test(from))
    throw new Error(
      "MAIL_FROM must be set to an email address (e.g. Brigade <schedule@example.com>) with SMTP_URL",
    );
  return { smtpUrl, from, publicUrl: readPublicUrl(env.PUBLIC_URL) };
}

/** PUBLIC_URL, required with email (config.ts, httpUrl, checks its form). */
export function readPublicUrl(value: string | undefined): string {
  const url = httpUrl("PUBLIC_URL", value);
  if (!url) throw new Error("PUBLIC_URL must be set (the address people open Brigade at) with SMTP_URL");
  return url;
}

function parseUrl(value: string, name: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new Error(`${name} is not a valid address: "${value.replace(/\/\/[^@/]*@/, "//…@")}"`);
  }
}
