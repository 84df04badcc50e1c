import { createServer, get } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import helmet from "helmet";
import pino from "pino";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import { loggerOptions } from "../../src/server/logger";
import { HELMET_OPTIONS } from "../../src/server/plugins/security";
import { precompressDirectory } from "../../scripts/precompress";
import { setup, type TestContext } from "./helper";

let ctx: TestContext;

/** The raw header lines ("Name: value", as sent) and the status of a GET. */
function rawHeaders(
  address: string | AddressInfo | null,
  path: string,
  cookie: string,
): Promise<[string[], number]> {
  if (address === null || typeof address === "string") throw new Error("not listening on TCP");
  return new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port: address.port, path, headers: cookie ? { cookie } : {} }, (response) => {
      const lines: string[] = [];
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
      }
      response.resume();
      response.on("end", () => resolve([lines, response.statusCode ?? 0]));
    }).on("error", reject);
  });
}
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

describe("the app around the endpoints", () => {
  it("answers the health check without a session", async () => {
    const res = await ctx.call(null, "GET", "/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("answers unknown /api paths with a JSON 404, signed in or not", async () => {
    for (const role of [null, "EMPLOYEE"] as const) {
      const res = await ctx.call(role, "GET", "/api/nope");
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "No such API endpoint" });
    }
  });

  it("refuses bodies over 1 MiB with 413", async () => {
    const res = await ctx.call("MANAGER", "POST", "/api/stores", { name: "x".repeat(1024 * 1024 + 10) });
    expect(res.statusCode).toBe(413);
    expect(typeof res.json().message).toBe("string");
  });

  it("sends security headers with a CSP that allows only inline styles beyond 'self'", async () => {
    const res = await ctx.call(null, "GET", "/api/health");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends helmet's very headers (names, values, order) on every kind of answer", async () => {
    // A bare node:http server with helmet's own middleware is the reference.
    const reference = createServer((request, response) => {
      helmet(HELMET_OPTIONS)(request, response, () => response.end());
    });
    await new Promise<void>((resolve) => reference.listen(0, "127.0.0.1", resolve));
    const app = await ctx.buildApp();
    await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const [expected] = await rawHeaders(reference.address(), "/", "");
      const transport = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
      const helmetHeaders = expected.filter(
        (line) => !transport.has(line.split(":")[0]?.toLowerCase() ?? ""),
      );
      expect(helmetHeaders.length).toBeGreaterThan(10);
      for (const [url, cookie] of [
        ["/api/health", ""],
        ["/api/nope", ""],
        ["/api/stores", ""],
        ["/api/stores", ctx.cookie("MANAGER")],
      ] as const) {
        const [lines, status] = await rawHeaders(app.server.address(), url, cookie);
        expect(status, url).toBeLessThan(500);
        expect(
          lines.filter((line) => helmetHeaders.includes(line)),
          url,
        ).toEqual(helmetHeaders);
      }
    } finally {
      reference.close();
    }
  });

  it("logs one line per request, once answered, without credentials", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = await ctx.buildApp({ loggerInstance: pino(loggerOptions("info"), sink) });
    const res = await app.inject({
      method: "GET",
      url: "/api/stores",
      headers: { cookie: ctx.cookie("MANAGER") },
    });
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: "request", method: "GET", url: "/api/stores", status: 200 });
    expect(typeof lines[0]?.ms).toBe("number");
    expect(JSON.stringify(lines)).not.toContain(ctx.cookie("MANAGER").split("=")[1]);
  });

  it("never answers a malformed body with a 500", async () => {
    for (const payload of ["", "null", "[]", '"text"', "{", "123"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/stores",
        headers: { cookie: ctx.cookie("MANAGER"), "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
    const nul = await ctx.call("MANAGER", "POST", "/api/stores", { name: "Bad\u0000Name" });
    expect(nul.statusCode).toBe(400);
    const text = await ctx.app.inject({
      method: "POST",
      url: "/api/stores",
      headers: { cookie: ctx.cookie("MANAGER"), "content-type": "text/plain" },
      payload: "name=x",
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });
});

describe("the built web app", () => {
  it("is served with an SPA fallback for non-API GETs, while /api stays JSON", async () => {
    const root = await mkdtemp(join(tmpdir(), "brigade-web-"));
    await mkdir(join(root, "assets"));
    await writeFile(join(root, "index.html"), "<!doctype html><title>Brigade</title>");
    await writeFile(join(root, "assets", "app.js"), "console.log(1)");
    const app = await ctx.buildApp({ webRoot: root });
    const page = await app.inject({ method: "GET", url: "/stores" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("<title>Brigade</title>");
    const asset = await app.inject({ method: "GET", url: "/assets/app.js" });
    expect(asset.body).toBe("console.log(1)");
    // Hashed assets are cached for good; the page itself is asked for again on every load.
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(page.headers["cache-control"]).not.toMatch(/immutable/);
    const index = await app.inject({ method: "GET", url: "/" });
    expect(index.headers["cache-control"]).not.toMatch(/immutable/);
    const api = await app.inject({ method: "GET", url: "/api/nope" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "No such API endpoint" });
    expect((await app.inject({ method: "POST", url: "/stores" })).statusCode).toBe(404);
    await rm(root, { recursive: true, force: true });
  });

  it("sends the build's brotli or gzip copy by Accept-Encoding, decoding to the same bytes", async () => {
    const root = await mkdtemp(join(tmpdir(), "brigade-web-"));
    await mkdir(join(root, "assets"));
    const script = Array.from({ length: 400 }, (_, i) => `export const shift${i} = "${i % 7}";`).join("\n");
    const page = `<!doctype html><title>Brigade</title>${"<p>week</p>".repeat(200)}`;
    await writeFile(join(root, "assets", "app.js"), script);
    await writeFile(join(root, "index.html"), page);
    await precompressDirectory(root);
    const app = await ctx.buildApp({ webRoot: root });
    const fetchAs = (url: string, acceptEncoding?: string) =>
      app.inject({
        method: "GET",
        url,
        headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
      });
    const decoders = {
      br: brotliDecompressSync,
      gzip: gunzipSync,
      none: (bytes: Buffer) => bytes,
    };
    // A browser's header, a gzip-only client, and one that asks for no encoding at all.
    const cases = [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      [undefined, "none"],
    ] as const;
    for (const [url, original, type] of [
      ["/assets/app.js", script, /javascript/],
      ["/schedule", page, /text\/html/],
    ] as const) {
      for (const [acceptEncoding, expected] of cases) {
        const res = await fetchAs(url, acceptEncoding);
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-encoding"]).toBe(expected === "none" ? undefined : expected);
        expect(res.headers["content-type"]).toMatch(type);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(decoders[expected](res.rawPayload).toString()).toBe(original);
        if (expected !== "none") expect(res.rawPayload.length).toBeLessThan(original.length / 3);
        if (url.startsWith("/assets/"))
          expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        else expect(res.headers["cache-control"]).not.toMatch(/immutable/);
      }
    }
    await rm(root, { recursive: true, force: true });
  });

  it("sends an address with a screen its own page (its chunks' preload links); any other index.html", async () => {
    const root = await mkdtemp(join(tmpdir(), "brigade-web-"));
    await mkdir(join(root, "routes"));
    await writeFile(join(root, "index.html"), "<title>index</title>");
    await writeFile(join(root, "routes", "schedule.html"), "<title>schedule</title>");
    await writeFile(join(root, "routes", "root.html"), "<title>dashboard</title>");
    await writeFile(join(root, "routes", "kiosk.html"), "<title>kiosk</title>");
    await writeFile(
      join(root, "route-pages.json"),
      JSON.stringify({
        "/": "routes/root.html",
        "/schedule": "routes/schedule.html",
        "/kiosk/:token": "routes/kiosk.html",
      }),
    );
    const app = await ctx.buildApp({ webRoot: root });
    const titleOf = async (url: string) => {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).not.toMatch(/immutable/);
      return /<title>(\w+)<\/title>/.exec(res.body)?.[1];
    };
    expect(await titleOf("/schedule")).toBe("schedule");
    expect(await titleOf("/schedule?storeId=1&week=2026-11-23")).toBe("schedule");
    expect(await titleOf("/schedule/")).toBe("schedule");
    expect(await titleOf("/")).toBe("dashboard");
    expect(await titleOf("/kiosk/abc123")).toBe("kiosk");
    expect(await titleOf("/kiosk/abc/def")).toBe("index");
    expect(await titleOf("/schedules")).toBe("index");
    expect(await titleOf("/no/such/page")).toBe("index");
    await rm(root, { recursive: true, force: true });
  });

  it("accepts a JSON content type with an empty body where no body is needed", async () => {
    const res = await ctx.app.inject({
      method: "DELETE",
      url: `/api/stores/${ctx.a.fixtures.storeId + 100000}`,
      headers: { cookie: ctx.cookie("MANAGER"), "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("when the database fails", () => {
  it("health answers 503 and other routes a bare 500, without internals", async () => {
    // Nothing listens on port 1: every query fails at once.
    const broken = await openDatabase({ url: "postgres://nobody@127.0.0.1:1/none" });
    const app = await ctx.buildApp({ db: broken.db });
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ message: "Database unavailable" });
    const stores = await app.inject({
      method: "GET",
      url: "/api/stores",
      headers: { cookie: ctx.cookie("OWNER") },
    });
    expect(stores.statusCode).toBe(500);
    expect(stores.json()).toEqual({ message: "Internal Server Error" });
    await broken.close();
  });
});
