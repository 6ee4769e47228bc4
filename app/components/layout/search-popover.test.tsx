import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { paths } from "~/config/paths";
import { SearchPopover } from "./search-popover";

function Results() {
  const { pathname, search } = useLocation();
  return <p>Results page {pathname + search}</p>;
}

function renderPopover() {
  const onClose = vi.fn();
  const toggleRef = createRef<HTMLButtonElement>();
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <button ref={toggleRef} type="button">
            Toggle
          </button>
          <button type="button">Elsewhere</button>
          <SearchPopover id="search" toggleRef={toggleRef} onClose={onClose} />
        </>
      ),
    },
    { path: paths.search(), Component: Results },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { user: userEvent.setup(), onClose };
}

const input = () => screen.getByRole("searchbox", { name: "Search" });
const submit = () => screen.getByRole("button", { name: "Search" });

describe("SearchPopover", () => {
  it("moves focus into the Search text box when it opens", () => {
    renderPopover();
    expect(input()).toHaveFocus();
    expect(screen.getByRole("search")).toContainElement(input());
  });

  it("goes to the results page with the typed text as q", async () => {
    const { user, onClose } = renderPopover();
    await user.type(input(), "senior engineer");
    await user.click(submit());
    expect(await screen.findByText(`Results page ${paths.search("senior engineer")}`)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it("submits an empty query as it is", async () => {
    const { user } = renderPopover();
    await user.click(submit());
    expect(await screen.findByText("Results page /search-results?q=")).toBeInTheDocument();
  });

  it("submits with Enter in the text box", async () => {
    const { user } = renderPopover();
    await user.type(input(), "awards{Enter}");
    expect(await screen.findByText("Results page /search-results?q=awards")).toBeInTheDocument();
  });

  it("asks to close and return focus on Escape", async () => {
    const { user, onClose } = renderPopover();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it("asks to close without moving focus on a press outside", async () => {
    const { user, onClose } = renderPopover();
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it("ignores presses inside it and on its toggle", async () => {
    const { user, onClose } = renderPopover();
    await user.click(input());
    await user.click(screen.getByRole("button", { name: "Toggle" }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("works without JavaScript as a GET form to the results page", () => {
    renderPopover();
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", paths.search());
    expect(input()).toHaveAttribute("name", "q");
  });
});
