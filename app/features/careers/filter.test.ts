import { describe, expect, it } from "vitest";
import {
  ALL_DEPARTMENTS,
  ALL_LEVELS,
  emptyFilter,
  filterFromSearch,
  filterOptions,
  filterToSearch,
  filterVacancies,
  isFiltered,
} from "./filter";

const vacancies = [
  { position: "Software Engineer", department: "Engineering", level: "Mid-Senior" },
  { position: "Senior Software Engineer", department: "Engineering", level: "Senior" },
  { position: "SEO Analyst", department: "Marketing", level: "Junior" },
  { position: "Data Scientist", department: "Data", level: "Senior" },
];

describe("filterVacancies", () => {
  it("shows everything when both filters are All", () => {
    expect(filterVacancies(vacancies, emptyFilter)).toHaveLength(4);
  });
  it("filters by department by exact match", () => {
    expect(filterVacancies(vacancies, { department: "Engineering", level: ALL_LEVELS }).map((v) => v.position)).toEqual(
      ["Software Engineer", "Senior Software Engineer"],
    );
  });
  it("filters by level by exact match", () => {
    expect(filterVacancies(vacancies, { department: ALL_DEPARTMENTS, level: "Senior" })).toHaveLength(2);
  });
  it("applies both filters together", () => {
    expect(filterVacancies(vacancies, { department: "Engineering", level: "Senior" }).map((v) => v.position)).toEqual([
      "Senior Software Engineer",
    ]);
  });
  it("does not match partial or differently cased values", () => {
    expect(filterVacancies(vacancies, { department: "engineering", level: ALL_LEVELS })).toEqual([]);
    expect(filterVacancies(vacancies, { department: "Eng", level: ALL_LEVELS })).toEqual([]);
  });
  it("returns nothing when no vacancy matches", () => {
    expect(filterVacancies(vacancies, { department: "Marketing", level: "Senior" })).toEqual([]);
  });
});

describe("filterOptions", () => {
  it("lists All plus the distinct departments, sorted", () => {
    expect(filterOptions(vacancies).departments).toEqual([ALL_DEPARTMENTS, "Data", "Engineering", "Marketing"]);
  });
  it("lists All plus the distinct levels by seniority", () => {
    expect(filterOptions(vacancies).levels).toEqual([ALL_LEVELS, "Junior", "Mid-Senior", "Senior"]);
  });
});

describe("the filter in the URL", () => {
  it("reads department and level from the query", () => {
    expect(filterFromSearch(new URLSearchParams("department=Data&level=Senior"))).toEqual({
      department: "Data",
      level: "Senior",
    });
  });
  it("treats missing or empty values as All", () => {
    expect(filterFromSearch(new URLSearchParams("department=&x=1"))).toEqual(emptyFilter);
  });
  it("writes only the values that filter", () => {
    expect(filterToSearch({ department: "Data", level: ALL_LEVELS })).toEqual({ department: "Data" });
    expect(filterToSearch(emptyFilter)).toEqual({});
  });
  it("knows whether a filter is applied", () => {
    expect(isFiltered(emptyFilter)).toBe(false);
    expect(isFiltered({ department: ALL_DEPARTMENTS, level: "Junior" })).toBe(true);
  });
});
