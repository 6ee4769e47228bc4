import { describe, expect, it } from "vitest";
import { departments } from "~/content/schemas";
import { alertOptions } from "./options";

describe("alertOptions", () => {
  it("offers the site's departments, then each other one the roles name, once and in order", () => {
    const { departments: options } = alertOptions([
      { department: "Warehouse Systems" },
      { department: "Engineering" },
      { department: "Field Operations" },
      { department: "Warehouse Systems" },
    ]);
    expect(options.map((option) => option.label)).toEqual([...departments, "Field Operations", "Warehouse Systems"]);
    expect(options.at(-1)).toEqual({ value: "warehouse-systems", label: "Warehouse Systems" });
  });
  it("offers the site's departments alone when no role names another", () => {
    expect(alertOptions().departments.map((option) => option.label)).toEqual([...departments]);
  });
});
