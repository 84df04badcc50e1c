import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import { displayName } from "../../domain/display-name";
import type { NotificationKind } from "../../domain/schemas/me";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema/outreach";
import { users } from "../db/schema/users";
import { appLink } from "./links";
import type { MailConfig } from "./mail-config";
import { oneLine, renderAccountMail, renderMail, type MailContent, type RenderedMail } from "./mail-content";
import { ACCOUNT_MAIL_KINDS } from "../auth/password-links";
import { setEmailOn } from "./outbox";
import { unsubscribeToken } from "./unsubscribe-token";

export interface DispatcherTiming {
  /** How often the outbox is looked at besides the wake after each change (default 2 s). */
  pollMs?: number;
  /** The first retry's wait; each next one doubles, up to an hour (default 30 s). */
  retryBaseMs?: number;
  /** Attempts before a message is given up as FAILED (it stays in the app regardless; default 10). */
  maxAttempts?: number;
}

interface Claimed {
  id: number;
  kind: string;
  content: unknown;
  attempts: number;
  userId: number;
  tenantId: number;
  email: string | null;
  username: string;
  fullName: string | null;
}

/** A claimed message that is not sent or released within this time is taken again by any instance. */
const LEASE_SECONDS = 120;
const BATCH = 50;
/** Connections to the SMTP server kept open by this instance. */
const CONNECTIONS = 4;

/**
 * Sends what notify() queued in `mail_outbox` (docs/decisions/077-email.md). Any instance may run one:
 * a batch is claimed with FOR UPDATE SKIP LOCKED and a lease, so two instances never send one message
 * twice while both live, and a message claimed by an instance that died is sent after its lease. A
 * failure (SMTP down, refused) is retried with a doubling wait; the in-app notification is unaffected.
 */
export class MailDispatcher {
  #transport: Transporter | undefined;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;
  readonly #pollMs: number;
  readonly #retryBaseMs: number;
  readonly #maxAttempts: number;

  constructor(
    private readonly db: Db,
    private readonly config: MailConfig,
    private readonly log?: FastifyBaseLogger,
    timing: DispatcherTiming = {},
  ) {
    this.#pollMs = timing.pollMs ?? 2_000;
    this.#retryBaseMs = timing.retryBaseMs ?? 30_000;
    this.#maxAttempts = timing.maxAttempts ?? 10;
  }

  start(): void {
    this.#transport = nodemailer.createTransport({
      url: this.config.smtpUrl,
      pool: true,
      maxConnections: CONNECTIONS,
      // A server that does not answer is an outage, not a hang: the message is retried later.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    setEmailOn(true);
    this.#timer = setInterval(() => this.wake(), this.#pollMs);
    this.#timer.unref();
    this.wake();
  }

  /** Look at the outbox now (after a change that may have queued mail); never throws, never waits. */
  wake(): void {
    if (this.#stopped || !this.#transport) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#drain()
      .catch((error: unknown) => this.log?.warn({ err: error }, "mail outbox could not be read"))
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.wake();
        }
      });
  }

  /** Resolves when nothing is being sent (tests and the benchmark). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    setEmailOn(false);
    if (this.#timer) clearInterval(this.#timer);
    await this.idle();
    this.#transport?.close();
  }

  async #drain(): Promise<void> {
    for (;;) {
      if (this.#stopped) return;
      const batch = await this.#claim();
      if (batch.length === 0) return;
      await Promise.all(batch.map((job) => this.#send(job)));
    }
  }

  async #claim(): Promise<Claimed[]> {
    const claimed = await this.db.execute<{ id: number }>(sql`
      update ${mailOutbox} set attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
      where id in (
        select id from ${mailOutbox}
        where status = 'PENDING' and next_attempt_at <= now()
        order by id limit ${BATCH} for update skip locked)
      returning id`);
    const ids = rowsOf<{ id: number }>(claimed).map((r) => Number(r.id));
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        content: mailOutbox.content,
        attempts: mailOutbox.attempts,
        userId: users.id,
        tenantId: users.tenantId,
        email: users.email,
        username: users.username,
        fullName: users.fullName,
      })
      .from(mailOutbox)
      .innerJoin(users, eq(users.id, mailOutbox.userId))
      .where(inArray(mailOutbox.id, ids));
  }

  async #send(job: Claimed): Promise<void> {
    const isAccount = (ACCOUNT_MAIL_KINDS as readonly string[]).includes(job.kind);
    try {
      if (!job.email) throw new Error("the person has no email address any more");
      const name = displayName(job);
      const content = job.content as MailContent;
      let mail: RenderedMail;
      let headers: Record<string, string> = {};
      if (isAccount) {
        mail = renderAccountMail({ content, name, publicUrl: this.config.publicUrl });
      } else {
        const kind = job.kind as NotificationKind;
        const token = await unsubscribeToken(this.db, { tenantId: job.tenantId, userId: job.userId, kind });
        const unsubscribeUrl = appLink(
          this.config.publicUrl,
          `/unsubscribe?token=${encodeURIComponent(token)}`,
        );
        if (!unsubscribeUrl) throw new Error("PUBLIC_URL gives no unsubscribe address");
        mail = renderMail({ kind, content, name, publicUrl: this.config.publicUrl, unsubscribeUrl });
        headers = { "List-Unsubscribe": `<${unsubscribeUrl}>` };
      }
      await this.#transport?.sendMail({
        from: this.config.from,
        // The address object form: nodemailer encodes the name, so a name cannot add headers.
        to: { name: oneLine(name, 100), address: job.email },
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers,
      });
      await this.db
        .update(mailOutbox)
        // A sent invite or reset forgets its link: the database keeps no usable secret.
        .set({
          status: "SENT",
          sentAt: new Date(),
          lastError: null,
          ...(isAccount ? { content: { ...content, link: null } } : {}),
        })
        .where(eq(mailOutbox.id, job.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = job.attempts >= this.#maxAttempts;
      const waitMs = Math.min(this.#retryBaseMs * 2 ** (job.attempts - 1), 3_600_000);
      this.log?.warn({ err: error, mailId: job.id, attempts: job.attempts, giveUp }, "email not sent");
      await this.db
        .update(mailOutbox)
        .set({
          status: giveUp ? "FAILED" : "PENDING",
          lastError: oneLine(message, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${waitMs / 1000})`,
        })
        .where(and(eq(mailOutbox.id, job.id), eq(mailOutbox.status, "PENDING")));
    }
  }
}

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
