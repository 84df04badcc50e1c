import type { Issue } from "../domain/schemas/common";

/** The API's error codes and the HTTP status each one answers with (docs/api.md, Conventions). */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The services build their cross-field issues with the helpers below. */
export type { Issue };

/** The one error type routes and services throw; the error handler maps `code` to a status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: Issue[] | undefined;

  constructor(code: ErrorCode, message: string, issues?: Issue[]) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.issues = issues;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

/** The row an INSERT … RETURNING just wrote: always there, unless the database broke its promise. */
export function insertedRow<T>(row: T | undefined): T {
  if (row === undefined) throw new Error("INSERT … RETURNING returned no row");
  return row;
}

export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} not found`);
export const forbidden = (message = "You are not allowed to do this") => new AppError("FORBIDDEN", message);
export const conflict = (message: string) => new AppError("CONFLICT", message);

/** A cross-field rule broken (start ≥ end, min > max …): 400 with the issues, like a schema failure. */
export function invalid(issues: Issue[]): AppError {
  return new AppError("BAD_REQUEST", issues.map((i) => i.message).join("; "), issues);
}

export function throwIfIssues(issues: Issue[]): void {
  if (issues.length > 0) throw invalid(issues);
}

/** The SQLSTATE of a database error, looking through drizzle's wrapper (DrizzleQueryError.cause). */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === "object" && "code" in current && typeof current.code === "string") {
      if (/^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    }
    current = typeof current === "object" && "cause" in current ? current.cause : undefined;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";
/** ON DELETE RESTRICT reports this rather than 23503. */
export const RESTRICT_VIOLATION = "23001";
export const CHECK_VIOLATION = "23514";
