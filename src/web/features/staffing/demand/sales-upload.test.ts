import { afterEach, describe, expect, it, vi } from "vitest";
import { postSalesCsv } from "./sales-upload";

function answer(status: number, body: string) {
  const fetch = vi.fn(
    async () => new Response(body, { status, statusText: status === 502 ? "Bad Gateway" : "" }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("sales upload", () => {
  it("sends the CSV as text/csv, to the preview when asked", async () => {
    const fetch = answer(200, JSON.stringify({ imported: 2, replaced: 1, rejected: [] }));
    const result = await postSalesCsv(7, "date,sales\n2026-01-05,1\n", true);
    expect(result).toEqual({ ok: true, result: { imported: 2, replaced: 1, rejected: [] } });
    expect(fetch).toHaveBeenCalledWith(
      "/api/stores/7/sales-history?preview=true",
      expect.objectContaining({
        method: "POST",
        headers: { "Content-Type": "text/csv" },
        body: "date,sales\n2026-01-05,1\n",
      }),
    );
  });

  it("keeps a 400's message and rejected rows", async () => {
    answer(400, JSON.stringify({ message: "2 rows rejected", rejected: [{ row: 3, message: "Bad date" }] }));
    expect(await postSalesCsv(7, "x", false)).toEqual({
      ok: false,
      status: 400,
      message: "2 rows rejected",
      rejected: [{ row: 3, message: "Bad date" }],
    });
  });

  it("reads a body that is not JSON as a failure with its status", async () => {
    answer(502, "<html>proxy</html>");
    expect(await postSalesCsv(7, "x", false)).toEqual({
      ok: false,
      status: 502,
      message: "502: Bad Gateway",
      rejected: [],
    });
  });
});
