import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { Select } from "./select";

const levels = [
  { value: "", label: "All Levels" },
  { value: "Junior", label: "Junior" },
  { value: "Senior", label: "Senior" },
];

it("is a native select named by its visible label", () => {
  render(<Select label="Seniority Level" options={levels} defaultValue="" />);
  const select = screen.getByRole("combobox", { name: "Seniority Level" });
  expect(select.tagName).toBe("SELECT");
  expect(screen.getByText("Seniority Level")).toBeVisible();
  expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["All Levels", "Junior", "Senior"]);
});

it("reports the chosen value", async () => {
  const onChange = vi.fn();
  render(<Select label="Seniority Level" options={levels} value="" onChange={(e) => onChange(e.target.value)} />);
  await userEvent.selectOptions(screen.getByRole("combobox"), "Senior");
  expect(onChange).toHaveBeenCalledWith("Senior");
});

it("keeps a given id so other elements can point at it", () => {
  render(<Select id="year" label="Year" options={[{ value: "2024", label: "2024" }]} className="w-48" />);
  expect(screen.getByRole("combobox", { name: "Year" })).toHaveAttribute("id", "year");
  expect(screen.getByRole("combobox").closest(".w-48")).not.toBeNull();
});
