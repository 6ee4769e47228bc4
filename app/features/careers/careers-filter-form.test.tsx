import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CareersFilterForm } from "./careers-filter-form";
import { emptyFilter } from "./filter";

const options = { departments: ["All Departments", "Design", "Engineering"], levels: ["All Levels", "Senior"] };

function renderForm(applied = emptyFilter) {
  const onApply = vi.fn();
  const onClear = vi.fn();
  render(<CareersFilterForm applied={applied} options={options} onApply={onApply} onClear={onClear} />);
  return { onApply, onClear };
}

describe("CareersFilterForm", () => {
  it("shows the applied filter in its two dropdowns", () => {
    renderForm({ department: "Design", level: "Senior" });
    expect(screen.getByLabelText("Select Department")).toHaveValue("Design");
    expect(screen.getByLabelText("Seniority Level")).toHaveValue("Senior");
  });

  it("applies both dropdowns' choices only when Search is pressed", async () => {
    const user = userEvent.setup();
    const { onApply } = renderForm();
    await user.selectOptions(screen.getByLabelText("Select Department"), "Engineering");
    await user.selectOptions(screen.getByLabelText("Seniority Level"), "Senior");
    expect(onApply).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(onApply).toHaveBeenCalledWith({ department: "Engineering", level: "Senior" });
  });

  it("takes a choice already in the dropdown when it is rendered, as one made before hydration", async () => {
    const user = userEvent.setup();
    const { onApply } = renderForm();
    // The visitor's choice reaches the DOM without going through React's change handler.
    const select = screen.getByLabelText<HTMLSelectElement>("Select Department");
    select.value = "Design";
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(onApply).toHaveBeenCalledWith({ department: "Design", level: "All Levels" });
  });

  it("CLEAR FILTER puts both dropdowns back to All and clears the applied filter", async () => {
    const user = userEvent.setup();
    const { onClear } = renderForm();
    await user.selectOptions(screen.getByLabelText("Select Department"), "Engineering");
    await user.click(screen.getByRole("button", { name: "CLEAR FILTER" }));
    expect(screen.getByLabelText("Select Department")).toHaveValue("All Departments");
    expect(onClear).toHaveBeenCalledOnce();
  });
});
