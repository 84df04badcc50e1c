import cookie from "@fastify/cookie";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Database, Db } from "./db/client";
import { TenantChanges, type Listen } from "./db/tenant-changes";
import { SessionCache } from "./auth/session-cache";
import { authenticate } from "./plugins/authenticate";
import { drain } from "./plugins/drain";
import { ReadCache, readCache } from "./plugins/read-cache";
import { weekInputsWrites } from "./schedules/week-inputs-writes";
import { WeekInputsMemory } from "./schedules/week-inputs";
import { installErrorHandler } from "./plugins/error-handler";
import { OneLinePerRequest } from "./plugins/request-log";
import { registerRateLimit, type AuthRateLimit } from "./plugins/rate-limit";
import { registerSecurityHeaders } from "./plugins/security";
import { registerWebAndNotFound } from "./plugins/web";
import { collectRoutes } from "./plugins/route-inventory";
import { registerOpenApi } from "./plugins/openapi";
import { adminUserRoutes } from "./routes/admin-users";
import { authRoutes } from "./routes/auth";
import { availabilityRoutes } from "./routes/availability";
import { constraintRoutes } from "./routes/constraints";
import { employeeImportRoutes } from "./routes/employee-import";
import { employeeRoutes } from "./routes/employees";
import { figureRoutes } from "./routes/figures";
import { healthRoutes } from "./routes/health";
import { helpdeskRoutes } from "./routes/helpdesk";
import { instanceRoutes } from "./routes/instance";
import { laborTargetRoutes } from "./routes/labor-targets";
import { positionRoutes } from "./routes/positions";
import { preferenceRoutes } from "./routes/preferences";
import { requestRoutes } from "./routes/requests";
import { meRoutes } from "./routes/me";
import { organizationRoutes } from "./routes/organization";
import { scheduleRoutes } from "./schedules/routes";
import { groupRunRoutes } from "./schedules/group-routes";
import { fairWorkweekRoutes } from "./schedules/fair-workweek-routes";
import { defaultConcurrency, InProcessRunQueue, type RunQueue } from "./schedules/run-queue";
import { RunExecutor } from "./schedules/run-executor";
import { systemClock, type Clock } from "./schedules/past";
import { staffingRoutes } from "./routes/staffing";
import { demandRoutes } from "./routes/demand";
import { forecastNeedsRoutes } from "./routes/forecast-needs";
import { laborStandardRoutes } from "./routes/labor-standards";
import { salesHistoryRoutes } from "./routes/sales-history";
import { setupRoutes } from "./routes/setup";
import { weekNeedsRoutes } from "./routes/week-needs";
import { storeRoutes } from "./routes/stores";
import { timeClockRoutes } from "./time-clock/routes";
import { TimeClockSweeper } from "./time-clock/sweeper";
import { OpenShiftSweeper } from "./schedules/open-shift-sweeper";
import { trackRequests } from "./background";
import { timesheetRoutes } from "./routes/timesheets";
import { userRoutes } from "./routes/users";
import { InProcessPushQueue, type PushQueue } from "./push/queue";
import { registerPush } from "./push/register";
import { pushRoutes } from "./push/routes";
import { notificationSettingRoutes } from "./routes/notification-settings";
import { passwordLinkRoutes } from "./routes/password-links";
import type { MailConfig } from "./notify/mail-config";
import { MailDispatcher, type DispatcherTiming } from "./notify/mail-dispatcher";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    databaseKind: Database["kind"];
    /** The database's change notifications that keep the caches correct (null without caches). */
    tenantChanges: TenantChanges | null;
    /** Where scheduling runs wait for an engine (schedules/run-queue.ts). */
    runQueue: RunQueue;
    /** Serialized answers kept per tenant (plugins/read-cache.ts); null when reads are not cached. */
    listCache: ReadCache | null;
    /** What shift edits review besides shifts, kept per week (schedules/week-inputs.ts); null uncached. */
    weekInputs: WeekInputsMemory | null;
    /** Email (docs/decisions/077-email.md): its settings and sender, or null when SMTP_URL is unset. */
    mail: { config: MailConfig; dispatcher: MailDispatcher } | null;
    /** "Now" for what has already started (schedules/past.ts); `AppOptions.now`, else the system clock. */
    now: Clock;
    /** PUBLIC_URL without a trailing slash, or null: links are then built from the request. */
    publicUrl: string | null;
  }
}

export interface AppOptions {
  db: Db;
  /** Which database `db` is (System Settings shows it); default PGlite, as in most tests. */
  databaseKind?: Database["kind"];
  logger?: FastifyServerOptions["logger"];
  /** A pino logger made by the caller (main.ts), used instead of `logger` options. */
  loggerInstance?: FastifyServerOptions["loggerInstance"];
  /** The built web app (dist/web); served with SPA fallback when its index.html exists. */
  webRoot?: string;
  /** Login/register attempts per IP and username per window. */
  authRateLimit?: AuthRateLimit;
  /** Reuse resolved sessions for a few seconds (src/server/auth/session-cache.ts). Needs `listen`. */
  cacheSessions?: boolean;
  /**
   * Answer tenant-wide lists from memory until the tenant's next change (src/server/plugins/read-cache.ts).
   * Needs `listen`.
   */
  cacheReads?: boolean;
  /**
   * The database's LISTEN (Database.listen): how the caches hear of changes made through other instances
   * or outside the app (docs/decisions/040-read-cache.md). Started with the app, stopped when it closes.
   */
  listen?: Listen;
  /** Trust X-Forwarded-* from a reverse proxy (client IP for rate limits, https for Secure cookies). */
  trustProxy?: boolean;
  /**
   * The scheduling runs' queue: pg-boss on PostgreSQL (main.ts), by default one in this process (PGlite,
   * tests). Started with the app, stopped when it closes.
   */
  runQueue?: RunQueue;
  /** The engine worker's entry, for a bundled server (dist/server/worker.js); default beside the engine. */
  engineWorkerUrl?: URL;
  /**
   * Where "now" is read for a week's past (started shifts: runs keep them, edits ask `confirmPast`, late
   * changes). Default the system clock; tests stand in the middle of a week with it.
   */
  now?: Clock;
  /** How often the time clock's sweep runs (missed clock-outs, late notices); 0 = never. Default a minute. */
  clockSweepMs?: number;
  /**
   * How often the open-shift announcements' sweep looks for what publishes recorded (it is also woken after
   * each successful write); 0 = never (tests sweep by hand). Default 10 s.
   */
  openShiftSweepMs?: number;
  /**
   * Where pushes wait to be sent (push/queue.ts): pg-boss on PostgreSQL (main.ts), by default one in this
   * process. Started with the app, stopped when it closes.
   */
  pushQueue?: PushQueue;
  /** The address people reach the app at (PUBLIC_URL); links sent outside the app are built on it. */
  publicUrl?: string;
  /** Email through SMTP (config.ts: SMTP_URL, MAIL_FROM, PUBLIC_URL); unset or null = no email. */
  mail?: MailConfig | null;
  /** How soon the mail sender looks again and retries (tests shorten them). */
  mailTiming?: DispatcherTiming;
}

export const DEFAULT_AUTH_RATE_LIMIT: AuthRateLimit = { max: 10, timeWindowMs: 60_000 };

/** Bodies above 1 MiB are refused with 413 (docs/api.md, Security). */
const BODY_LIMIT = 1024 * 1024;
/**
 * A client gets this long to send a whole request (headers and body); then the connection is closed with
 * 408. Without it (Fastify's default is none) a slow or stalled client holds a connection open forever.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * A JSON content type with an empty body (a bodiless DELETE or logout from some clients) parses to
 * "no body" instead of a 400; everything else goes through Fastify's own, prototype-poisoning-safe parser.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text === "") return done(null, undefined);
    return parseJson(request, text, done);
  });
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    bodyLimit: BODY_LIMIT,
    requestTimeout: REQUEST_TIMEOUT_MS,
    logController: new OneLinePerRequest(),
    trustProxy: options.trustProxy ?? false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", options.db);
  app.decorate("databaseKind", options.databaseKind ?? "pglite");
  app.decorate("now", options.now ?? systemClock);
  app.decorate("publicUrl", options.publicUrl?.replace(/\/+$/, "") ?? null);
  const runQueue = options.runQueue ?? new InProcessRunQueue(defaultConcurrency(), app.log);
  app.decorate("runQueue", runQueue);
  const mail = options.mail
    ? {
        config: options.mail,
        dispatcher: new MailDispatcher(options.db, options.mail, app.log, options.mailTiming),
      }
    : null;
  app.decorate("mail", mail);
  collectRoutes(app);
  acceptEmptyJsonBodies(app);
  installErrorHandler(app);
  await app.register(drain);

  const caching = options.cacheReads === true || options.cacheSessions === true;
  if (caching && !options.listen) {
    // Without change notifications a cache would serve what another writer has changed, indefinitely.
    throw new Error("cacheReads and cacheSessions need `listen` (the database's change notifications)");
  }
  const notify = async (channel: string, payload: string) => {
    await options.db.execute(sql`select pg_notify(${channel}, ${payload})`);
  };
  const tenantChanges =
    caching && options.listen ? new TenantChanges(options.listen, app.log, { notify }) : null;
  app.decorate("tenantChanges", tenantChanges);
  const sessionCache = options.cacheSessions ? new SessionCache(false) : undefined;
  const listCache = options.cacheReads ? new ReadCache(false) : undefined;
  if (sessionCache) tenantChanges?.subscribe(sessionCache, { authOnly: true });
  // No cached list reads time entries (tests/api/time-entry-changes.test.ts): a punch empties none.
  if (listCache) tenantChanges?.subscribe(listCache, { ignoresTimeEntries: true });
  app.decorate("listCache", listCache ?? null);
  const weekInputs = options.cacheReads ? new WeekInputsMemory() : null;
  if (weekInputs) tenantChanges?.subscribe(weekInputs, { ignoresSchedules: true, ignoresTimeEntries: true });
  app.decorate("weekInputs", weekInputs);

  // Background work on this thread (the open-shift sweep) gives way while requests are answered.
  trackRequests(app);
  registerSecurityHeaders(app);
  await app.register(cookie);
  await registerRateLimit(app);
  await app.register(authenticate, { db: options.db, sessionCache });
  // After authenticate: its onRequest hook (401, 403) runs before the cache is asked.
  if (listCache) await app.register(readCache, { cache: listCache });
  if (weekInputs) await app.register(weekInputsWrites, { memory: weekInputs });

  const push = registerPush(
    app,
    options.db,
    options.pushQueue ?? new InProcessPushQueue(app.log),
    options.publicUrl,
  );

  await registerOpenApi(app);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(instanceRoutes);
      await api.register(authRoutes, { rateLimit: options.authRateLimit ?? DEFAULT_AUTH_RATE_LIMIT });
      await api.register(userRoutes);
      await api.register(organizationRoutes);
      await api.register(storeRoutes);
      await api.register(positionRoutes);
      await api.register(employeeRoutes);
      await api.register(employeeImportRoutes);
      await api.register(availabilityRoutes);
      await api.register(preferenceRoutes);
      await api.register(constraintRoutes);
      await api.register(staffingRoutes);
      await api.register(demandRoutes);
      await api.register(salesHistoryRoutes);
      await api.register(laborStandardRoutes);
      await api.register(timesheetRoutes);
      await api.register(forecastNeedsRoutes);
      await api.register(weekNeedsRoutes);
      await api.register(requestRoutes);
      await api.register(meRoutes);
      await api.register(scheduleRoutes);
      await api.register(groupRunRoutes);
      await api.register(fairWorkweekRoutes);
      await api.register(laborTargetRoutes);
      await api.register(figureRoutes);
      await api.register(setupRoutes);
      await api.register(adminUserRoutes);
      await api.register(helpdeskRoutes);
      await api.register(timeClockRoutes);
      await api.register(pushRoutes);
      await api.register(notificationSettingRoutes);
      await api.register(passwordLinkRoutes, { rateLimit: options.authRateLimit ?? DEFAULT_AUTH_RATE_LIMIT });
    },
    { prefix: "/api" },
  );

  await registerWebAndNotFound(app, options.webRoot);

  await push.start();
  const runs = new RunExecutor(options.db, app.log, options.engineWorkerUrl, app.now);
  await runQueue.start((runId) => runs.execute(runId));
  // A database that is down at start must not keep the app from serving (health answers 503 meanwhile).
  await runs.start(runQueue).catch((error: unknown) => app.log.warn({ err: error }, "run recovery failed"));
  const clockSweeper = new TimeClockSweeper(
    options.db,
    app.now,
    options.clockSweepMs ?? 60_000,
    push.queue,
    app.log,
  );
  clockSweeper.start();
  const openShiftSweeper = new OpenShiftSweeper(
    options.db,
    app.now,
    options.openShiftSweepMs ?? 10_000,
    push.queue,
    app.log,
  );
  openShiftSweeper.start();
  // A publish records the open shifts to announce (a week's or a group's): look once its answer is sent, off
  // the request. Only then: waking on every write made each punch at a shift change sweep too, and on
  // PGlite's one connection the punches queued behind the sweeps (punch p99 79 -> 137 ms).
  app.addHook("onResponse", async (request, reply) => {
    if (request.method === "POST" && reply.statusCode < 400 && request.routeOptions.url?.endsWith("/publish"))
      openShiftSweeper.wake();
  });
  app.addHook("onClose", async () => {
    await openShiftSweeper.stop();
    await clockSweeper.stop();
    await runs.stop();
    await runQueue.stop();
  });
  if (mail) {
    // A change may have queued mail: look once its answer is sent, so the request never waits for SMTP.
    app.addHook("onResponse", async (request) => {
      if (request.method !== "GET" && request.method !== "HEAD") mail.dispatcher.wake();
    });
    mail.dispatcher.start();
    app.addHook("onClose", () => mail.dispatcher.stop());
  }
  if (tenantChanges) {
    app.addHook("onClose", () => tenantChanges.stop());
    await tenantChanges.start();
  }
  return app;
}
