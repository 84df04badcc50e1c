import { describe, expect, it } from "vitest";
import { appLink } from "./links";
import { oneLine } from "./mail-content";
import { readMailConfig } from "./mail-config";

describe("links in email", () => {
  const base = "https://brigade.example.com/app";
  it("puts app paths under PUBLIC_URL", () => {
    expect(appLink(base, "/schedule")).toBe("https://brigade.example.com/app/schedule");
    expect(appLink(base, "/helpdesk?ticket=4")).toBe("https://brigade.example.com/app/helpdesk?ticket=4");
    expect(appLink("http://127.0.0.1:3000", "/requests")).toBe("http://127.0.0.1:3000/requests");
  });

  it("refuses anything that would lead elsewhere", () => {
    for (const path of [
      "https://evil.example/x",
      "//evil.example/x",
      "/\\evil.example",
      "/../../other",
      "javascript:alert(1)",
      "schedule",
      "/a b",
    ])
      expect(appLink(base, path), path).toBeNull();
  });

  it("header values lose CR, LF and control characters", () => {
    expect(oneLine("Hi\r\nBcc: x@evil.test")).toBe("Hi Bcc: x@evil.test");
    expect(oneLine("a".repeat(200))).toHaveLength(150);
  });

  it("SMTP_URL, MAIL_FROM and PUBLIC_URL are checked at start", () => {
    expect(readMailConfig({})).toBeNull();
    const env = {
      SMTP_URL: "smtp://127.0.0.1:25",
      MAIL_FROM: "Brigade <s@example.com>",
      PUBLIC_URL: "https://x.example/",
    };
    expect(readMailConfig(env)).toEqual({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      publicUrl: "https://x.example",
    });
    expect(() => readMailConfig({ ...env, SMTP_URL: "http://x" })).toThrow(/SMTP_URL/);
    expect(() => readMailConfig({ ...env, MAIL_FROM: "" })).toThrow(/MAIL_FROM/);
    expect(() => readMailConfig({ ...env, MAIL_FROM: "a@b.c\r\nBcc: x@y.z" })).toThrow(/MAIL_FROM/);
    expect(() => readMailConfig({ ...env, PUBLIC_URL: undefined })).toThrow(/PUBLIC_URL/);
    expect(() => readMailConfig({ ...env, PUBLIC_URL: "ftp://x" })).toThrow(/PUBLIC_URL/);
    expect(() => readMailConfig({ ...env, PUBLIC_URL: "https://x.example/?a=1" })).toThrow(/PUBLIC_URL/);
  });
});
