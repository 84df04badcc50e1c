import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { IMPORT_COLUMNS } from "../../../domain/schemas/employees";
import { importTemplate } from "./import-template";

describe("importTemplate", () => {
  it("holds the server's columns and one example row naming the organization's own names", () => {
    const rows = parse(importTemplate(["Server", "Host, front"], ["Downtown"])) as string[][];
    expect(rows[0]).toEqual([...IMPORT_COLUMNS]);
    expect(rows).toHaveLength(2);
    const example = Object.fromEntries(IMPORT_COLUMNS.map((c, i) => [c, rows[1]?.[i]]));
    expect(example).toMatchObject({
      Phone: "555 010 0199",
      Positions: "Server; Host, front",
      Stores: "Downtown",
      Role: "EMPLOYEE",
    });
  });

  it("leaves positions and stores empty when the organization has none", () => {
    const rows = parse(importTemplate([], [])) as string[][];
    expect(rows[1]?.[IMPORT_COLUMNS.indexOf("Stores")]).toBe("");
  });
});
