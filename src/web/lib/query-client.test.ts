import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { currentUserQueryOptions } from "./current-user";
import { createQueryClient } from "./query-client";

const me = currentUserQueryOptions().queryKey;
const user = {
  id: 1,
  tenantId: 1,
  username: "ana",
  fullName: null,
  email: null,
  globalRole: "EMPLOYEE" as const,
};

function failingWith(status: number, path: string) {
  return () => Promise.reject(new ApiError(status, `${status}: x`, "x", [], path));
}

describe("createQueryClient", () => {
  it("uses the defaults of docs/product.md, Constants and limits", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it("a 401 from a query signs the client out and drops every cached query", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(me, user);
    queryClient.setQueryData(["stores"], [{ id: 1 }]);
    await queryClient
      .fetchQuery({ queryKey: ["positions"], queryFn: failingWith(401, "/api/positions") })
      .catch(() => undefined);
    expect(queryClient.getQueryData(me)).toBeNull();
    expect(queryClient.getQueryData(["stores"])).toBeUndefined();
  });

  it("a 401 from a mutation does the same", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(me, user);
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: failingWith(401, "/api/users/1"),
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(queryClient.getQueryData(me)).toBeNull();
  });

  it("other errors leave the session alone", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(me, user);
    queryClient.setQueryData(["stores"], [{ id: 1 }]);
    await queryClient
      .fetchQuery({ queryKey: ["positions"], queryFn: failingWith(403, "/api/positions") })
      .catch(() => undefined);
    expect(queryClient.getQueryData(me)).toEqual(user);
    expect(queryClient.getQueryData(["stores"])).toEqual([{ id: 1 }]);
  });
});
