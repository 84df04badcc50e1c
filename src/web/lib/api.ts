/**
 * The one HTTP client of the web app (docs/product.md, Client calls, Errors and toasts;
 * docs/api.md, Conventions).
 * - cookies always sent; JSON content type only when there is a body;
 * - a path may be given as parts, joined with "/" (["/api/availability", 7] → "/api/availability/7");
 * - any non-OK response throws ApiError("{status}: {body text or status text}").
 */

import type { Issue } from "../../domain/schemas/common";
import { noteAnswer } from "./offline";

export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    message: string,
    /** The server's own `message` field, when the body was JSON carrying one. */
    readonly serverMessage: string | undefined,
    readonly issues: Issue[],
    readonly path: string,
  ) {
    super(message);
  }
}

export type ApiPath = string | readonly (string | number)[];

export function joinPath(path: ApiPath): string {
  return typeof path === "string" ? path : path.map(String).join("/");
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type RequestOptions = {
  body?: unknown;
  /** The optional mode of docs/product.md, Client calls: answer `null` instead of throwing on 401. */
  on401?: "throw" | "returnNull";
  signal?: AbortSignal;
  /** Extra request headers (e.g. If-Match with the version being edited). */
  headers?: Record<string, string>;
  /** Sees the response's headers once it succeeded (e.g. the new version of what was edited). */
  onHeaders?: (headers: Headers) => void;
};

function parseErrorBody(text: string): { message?: string; issues: Issue[] } {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object") {
      const { message, issues } = parsed as { message?: unknown; issues?: unknown };
      return {
        message: typeof message === "string" && message.length > 0 ? message : undefined,
        issues: Array.isArray(issues) ? (issues as Issue[]) : [],
      };
    }
  } catch {
    // Not JSON: the status line carries the meaning.
  }
  return { issues: [] };
}

export async function apiRequest<T>(method: Method, path: ApiPath, options: RequestOptions = {}): Promise<T> {
  const url = joinPath(path);
  const hasBody = options.body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers:
      hasBody || options.headers
        ? { ...(hasBody ? { "Content-Type": "application/json" } : {}), ...options.headers }
        : undefined,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });

  if (response.status === 401 && options.on401 === "returnNull") return null as T;

  const text = await response.text();
  if (!response.ok) {
    const { message, issues } = parseErrorBody(text);
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      message,
      issues,
      url,
    );
  }
  options.onHeaders?.(response.headers);
  // A copy the service worker kept, if the network is gone (lib/offline.ts).
  if (method === "GET") noteAnswer(url, response.headers);
  // 204 and other empty bodies read as undefined.
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: ApiPath, options?: Omit<RequestOptions, "body">) => apiRequest<T>("GET", path, options),
  post: <T>(path: ApiPath, body?: unknown) => apiRequest<T>("POST", path, { body }),
  put: <T>(path: ApiPath, body?: unknown) => apiRequest<T>("PUT", path, { body }),
  patch: <T>(path: ApiPath, body?: unknown) => apiRequest<T>("PATCH", path, { body }),
  delete: <T = void>(path: ApiPath) => apiRequest<T>("DELETE", path),
};

/**
 * The text a failure toast shows: the server's message, else the screen's fallback
 * (docs/api.md, Conventions).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
