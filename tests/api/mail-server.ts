import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One delivered message: the SMTP envelope's recipients and the parsed message. */
export interface Delivered {
  to: string[];
  mail: ParsedMail;
  raw: string;
}

/**
 * A real SMTP server on a free local port that keeps what it is sent (tests read the inbox). `stop()` and
 * `start()` again on the same port stand for an outage.
 */
export class MailServer {
  readonly inbox: Delivered[] = [];
  #server: SMTPServer | undefined;
  port = 0;

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      // Plain SMTP on localhost: no certificate to trust.
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      // An outage is abrupt: open connections (the sender's pool) are cut instead of waited for.
      closeTimeout: 50,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          simpleParser(raw)
            .then((mail) => {
              this.inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), mail, raw });
              callback();
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.#server = server;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The messages sent to this address. */
  to(address: string): Delivered[] {
    return this.inbox.filter((d) => d.to.includes(address));
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The first link in a text that starts with `prefix`. */
export function linkIn(text: string | undefined, prefix: string): string {
  const match = (text ?? "").split(/\s+/).find((word) => word.startsWith(prefix));
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return match;
}
