import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../src/server/config";
import { httpUrl } from "../../src/server/http-url";
import { setup, type TestContext } from "./helper";

// "Add to calendar" offers the feed as a webcal:// link and a Google Calendar subscribe link, built on
// PUBLIC_URL when the server has one, else on the request's own origin.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

type Address = { url: string; webcalUrl: string; googleUrl: string };

describe("calendar subscribe links", () => {
  it("are built on the request's host without PUBLIC_URL", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/me/calendar",
      headers: { cookie: ctx.cookie("EMPLOYEE"), host: "brigade.lan:3000" },
    });
    const address = res.json() as Address;
    expect(address.webcalUrl).toBe(`webcal://brigade.lan:3000${address.url}`);
    expect(address.googleUrl).toBe(
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(address.webcalUrl)}`,
    );
    expect(new URL(address.googleUrl).searchParams.get("cid")).toBe(address.webcalUrl);
  });

  it("are built on PUBLIC_URL when set, whatever host the request names; reset gives new ones", async () => {
    const app = await ctx.buildApp({ publicUrl: "https://shifts.example.com/brigade/" });
    const call = (method: "GET" | "POST", url: string) =>
      app.inject({ method, url, headers: { cookie: ctx.cookie("EMPLOYEE2"), host: "evil.example.net" } });
    const address = (await call("GET", "/api/me/calendar")).json() as Address;
    expect(address.webcalUrl).toBe(`webcal://shifts.example.com/brigade${address.url}`);
    const reset = (await call("POST", "/api/me/calendar/reset")).json() as Address;
    expect(reset.url).not.toBe(address.url);
    expect(reset.webcalUrl).toBe(`webcal://shifts.example.com/brigade${reset.url}`);
    expect(reset.googleUrl).toContain(encodeURIComponent(reset.webcalUrl));
  });
});

describe("PUBLIC_URL", () => {
  it("is optional and must be an http(s) address", () => {
    expect(readConfig({}).publicUrl).toBeUndefined();
    expect(readConfig({ PUBLIC_URL: "https://shifts.example.com/" }).publicUrl).toBe(
      "https://shifts.example.com",
    );
    expect(httpUrl("PUBLIC_URL", "http://10.0.0.5:3000")).toBe("http://10.0.0.5:3000");
    for (const bad of [
      "shifts.example.com",
      "ftp://x.example.com",
      "javascript:alert(1)",
      "https://a.example.com/?x=1",
      "https://u:p@a.example.com",
    ])
      expect(() => httpUrl("PUBLIC_URL", bad), bad).toThrow(/PUBLIC_URL/);
  });
});
