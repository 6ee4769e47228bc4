import { describe, expect, it } from "vitest";
import { fillerClasses, fillerCount } from "./fillers";

describe("fillerCount", () => {
  it("completes the last row", () => {
    expect(fillerCount(10, 4)).toBe(2);
    expect(fillerCount(10, 2)).toBe(0);
    expect(fillerCount(9, 2)).toBe(1);
    expect(fillerCount(8, 4)).toBe(0);
    expect(fillerCount(7, 1)).toBe(0);
  });
});

describe("fillerClasses", () => {
  it("shows the ten tiles' two fillers only at four columns", () => {
    expect(fillerClasses(10)).toEqual(["hidden sm:hidden lg:block", "hidden sm:hidden lg:block"]);
  });

  it("shows a filler at two columns and the extra ones at four only", () => {
    expect(fillerClasses(9)).toEqual([
      "hidden sm:block lg:block",
      "hidden sm:hidden lg:block",
      "hidden sm:hidden lg:block",
    ]);
  });

  it("needs no filler when every row is full", () => {
    expect(fillerClasses(8)).toEqual([]);
  });
});
