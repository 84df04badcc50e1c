import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { AppError } from "../errors";

/**
 * Serves the built web app (dist/web) when it exists, with the SPA fallback: any GET outside /api that
 * matches no file gets index.html, so client-side routes survive a reload. Unknown /api paths are JSON 404s.
 */
export async function registerWebAndNotFound(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const hasWeb = webRoot !== undefined && existsSync(join(webRoot, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webRoot, wildcard: false, index: "index.html" });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    if (hasWeb && !isApi && (request.method === "GET" || request.method === "HEAD")) {
      return reply.type("text/html").sendFile("index.html");
    }
    throw new AppError("NOT_FOUND", isApi ? "No such API endpoint" : "Not found");
  });
}
