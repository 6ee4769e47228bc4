import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm, useWatch } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { draftFieldsOf } from "./model/definition";
import { contact } from "./model/definitions/contact";
import { clearDraft, keptFilesOf, readDraft, useDraft, writeDraft } from "./use-draft";
import { pdfFile } from "~test/test-files";

type Values = { firstName: string; cv: File | null };

function DraftForm() {
  const form = useForm<Values>({ defaultValues: { firstName: "", cv: null } });
  useDraft("career-interest", form, 50);
  const cv = useWatch({ control: form.control, name: "cv" });
  return (
    <form>
      <label>
        First name
        <input {...form.register("firstName")} />
      </label>
      <button type="button" onClick={() => form.setValue("cv", pdfFile(), { shouldDirty: true })}>
        Attach
      </button>
      <p>{cv ? `Kept: ${cv.name}` : "No file"}</p>
    </form>
  );
}

afterEach(() => {
  // Unmounting writes any pending draft, so it has to happen before the draft is dropped.
  cleanup();
  clearDraft("career-interest");
});

describe("useDraft", () => {
  it("saves typed text after a pause and restores it when the form mounts again", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DraftForm />);
    await user.type(screen.getByLabelText("First name"), "Ada");
    await waitFor(() => expect(readDraft("career-interest")).toEqual({ firstName: "Ada" }));
    unmount();
    render(<DraftForm />);
    expect(screen.getByLabelText("First name")).toHaveValue("Ada");
  });

  it("writes a pending change at once when the form unmounts (a dialog closing)", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DraftForm />);
    await user.type(screen.getByLabelText("First name"), "Grace");
    unmount();
    expect(readDraft("career-interest")).toEqual({ firstName: "Grace" });
  });

  it("keeps a file in memory only, and gives it back to the form when it mounts again", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DraftForm />);
    await user.click(screen.getByRole("button", { name: "Attach" }));
    unmount();
    expect(sessionStorage.getItem("forms:draft:career-interest")).toBeNull();
    expect(keptFilesOf("career-interest").cv?.name).toBe("cv.pdf");
    render(<DraftForm />);
    expect(screen.getByText("Kept: cv.pdf")).toBeInTheDocument();
  });

  it("drops the draft and the file when cleared", () => {
    writeDraft("career-interest", { firstName: "Ada", cv: pdfFile() });
    clearDraft("career-interest");
    expect(readDraft("career-interest")).toBeNull();
    expect(keptFilesOf("career-interest")).toEqual({});
  });

  it("keeps only the fields the form's definition keeps", () => {
    writeDraft("contact", { firstName: "Ada", subject: "support", stray: "typed elsewhere" }, draftFieldsOf(contact));
    expect(readDraft("contact")).toEqual({ firstName: "Ada", subject: "support" });
  });

  it("ignores a stored draft that is not valid JSON or holds non-text values", () => {
    sessionStorage.setItem("forms:draft:contact", "{not json");
    expect(readDraft("contact")).toBeNull();
    sessionStorage.setItem("forms:draft:contact", JSON.stringify({ firstName: "Ada", evil: { a: 1 } }));
    expect(readDraft("contact")).toEqual({ firstName: "Ada" });
  });
});
