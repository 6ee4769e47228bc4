import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog } from "./dialog";

function MemberCard({ closeLabel }: { closeLabel?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Read more about Ama Perera
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Ama Perera" closeLabel={closeLabel}>
        <p>Head of Engineering</p>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<MemberCard />);
  const opener = screen.getByRole("button", { name: "Read more about Ama Perera" });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole("dialog", { name: "Ama Perera" }) };
}

describe("Dialog", () => {
  it("is closed until its opener is pressed", () => {
    render(<MemberCard />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens as a modal named by its title, with focus inside", async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute("open");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByText("Head of Engineering")).toBeVisible();
  });

  it("locks page scrolling while open", async () => {
    const { user } = await openDialog();
    expect(document.body).toHaveClass("scroll-locked");
    await user.click(screen.getByRole("button", { name: "Close modal" }));
    expect(document.body).not.toHaveClass("scroll-locked");
  });

  it("closes with its close button and returns focus to the opener", async () => {
    const { user, opener, dialog } = await openDialog();
    await user.click(screen.getByRole("button", { name: "Close modal" }));
    expect(dialog).not.toHaveAttribute("open");
    expect(opener).toHaveFocus();
  });

  it("closes when Escape cancels it", async () => {
    const { opener, dialog } = await openDialog();
    const cancel = new Event("cancel", { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog).not.toHaveAttribute("open");
    expect(opener).toHaveFocus();
  });

  it("syncs its state when the browser closes it by itself", async () => {
    const { user, dialog } = await openDialog();
    act(() => (dialog as HTMLDialogElement).close());
    expect(document.body).not.toHaveClass("scroll-locked");
    await user.click(screen.getByRole("button", { name: "Read more about Ama Perera" }));
    expect(dialog).toHaveAttribute("open");
  });

  it("closes on a press on the backdrop", async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog);
    expect(dialog).not.toHaveAttribute("open");
  });

  it("stays open on a press inside its content", async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByText("Head of Engineering"));
    expect(dialog).toHaveAttribute("open");
  });

  it("stays open when a drag starts inside and ends on the backdrop", async () => {
    const { dialog } = await openDialog();
    fireEvent.pointerDown(screen.getByText("Head of Engineering"));
    fireEvent.click(dialog);
    expect(dialog).toHaveAttribute("open");
  });

  it("takes another name for its close button", async () => {
    const user = userEvent.setup();
    render(<MemberCard closeLabel="Close profile" />);
    await user.click(screen.getByRole("button", { name: "Read more about Ama Perera" }));
    expect(screen.getByRole("button", { name: "Close profile" })).toBeInTheDocument();
  });

  it("is 920 pixels wide at most unless told otherwise", () => {
    const { rerender } = render(
      <Dialog open={false} onClose={() => {}} title="Wide">
        Body
      </Dialog>,
    );
    const dialog = document.querySelector("dialog");
    expect(dialog?.style.maxWidth).toBe("920px");
    rerender(
      <Dialog open={false} onClose={() => {}} title="Wide" maxWidth="48rem">
        Body
      </Dialog>,
    );
    expect(dialog?.style.maxWidth).toBe("48rem");
  });
});
