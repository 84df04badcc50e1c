import type { FastifyReply, FastifyRequest } from "fastify";
import Negotiator from "negotiator";
import { gzipSync } from "node:zlib";

export const JSON_TYPE = "application/json; charset=utf-8";

/** Below this many characters a body is sent as it is: gzip saves too little to pay for its header. */
export const GZIP_MIN_CHARS = 1024;

/**
 * A JSON answer made once and sent many times (a cached list, a schedule's week): its text, and its gzip
 * made on first need and then kept with it. A 60-person week is ~280 KB of JSON and ~14 KB of gzip, so a
 * browser's read is twenty times less to send, and the compression is paid once per version, not per read.
 */
export class CachedJson {
  #gzip: Buffer | undefined;

  constructor(readonly text: string) {}

  get gzip(): Buffer {
    this.#gzip ??= gzipSync(this.text, { level: 6 });
    return this.#gzip;
  }
}

/** Whether the request accepts gzip (`Accept-Encoding`, q-values honoured: `gzip;q=0` refuses it). */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers["accept-encoding"];
  if (header === undefined || header === "") return false;
  return new Negotiator({ headers: { "accept-encoding": header } }).encoding(["gzip", "identity"]) === "gzip";
}

/**
 * Answers JSON made earlier: gzipped when the client accepts it and the body is large enough, else the
 * text. Fastify sends a string or Buffer with a JSON content type as it is, without its serializer, so the
 * route's typed reply is bypassed on purpose here. `Vary` tells shared caches that the bytes depend on
 * `Accept-Encoding`.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedJson | string,
): FastifyReply {
  const json = typeof body === "string" ? new CachedJson(body) : body;
  reply.type(JSON_TYPE).header("vary", "Accept-Encoding");
  if (json.text.length >= GZIP_MIN_CHARS && acceptsGzip(request)) {
    return reply.header("content-encoding", "gzip").send(json.gzip);
  }
  return reply.send(json.text);
}
