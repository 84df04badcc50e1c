import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, errorMessage, joinPath } from "./api";

type FetchArgs = [string, RequestInit];

function mockFetch(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(
    async () => new Response(status === 204 ? null : body, { status, statusText }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("joinPath", () => {
  it("joins parts with slashes", () => {
    expect(joinPath(["/api/staffing-templates", 3, "MONDAY"])).toBe("/api/staffing-templates/3/MONDAY");
    expect(joinPath("/api/stores")).toBe("/api/stores");
  });
});

describe("api", () => {
  it("sends credentials and no content type without a body", async () => {
    const fetchMock = mockFetch(200, "[]");
    await expect(api.get(["/api/stores"])).resolves.toEqual([]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/stores");
    expect(init?.credentials).toBe("include");
    expect(init?.headers).toBeUndefined();
  });

  it("sends JSON with a content type when there is a body", async () => {
    const fetchMock = mockFetch(201, '{"id":1}');
    await expect(api.post("/api/stores", { name: "A" })).resolves.toEqual({ id: 1 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toEqual({ "Content-Type": "application/json" });
    expect(init?.body).toBe('{"name":"A"}');
  });

  it("reads an empty 204 as undefined", async () => {
    mockFetch(204, "");
    await expect(api.delete("/api/stores/1")).resolves.toBeUndefined();
  });

  it("throws '{status}: {body}' with the parsed server message", async () => {
    mockFetch(409, '{"message":"Username taken"}');
    const error = await api.post("/api/auth/register", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"Username taken"}');
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).serverMessage).toBe("Username taken");
    expect(errorMessage(error, "fallback")).toBe("Username taken");
  });

  it("uses the status text when the body is empty", async () => {
    mockFetch(500, "", "Internal Server Error");
    const error = (await api.get("/api/x").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("500: Internal Server Error");
    expect(error.serverMessage).toBeUndefined();
    expect(errorMessage(error, "fallback")).toBe("fallback");
  });

  it("returns null on 401 in the optional mode", async () => {
    mockFetch(401, '{"message":"Not signed in"}');
    await expect(api.get("/api/auth/me", { on401: "returnNull" })).resolves.toBeNull();
    await expect(api.get("/api/auth/me")).rejects.toMatchObject({ status: 401 });
  });
});
