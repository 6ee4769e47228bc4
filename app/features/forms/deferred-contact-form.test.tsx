import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DeferredContactForm } from "./deferred-contact-form";
import { clearDraft, readDraft, writeDraft } from "./use-draft";

// Counts how often the live form module is evaluated, without changing it.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock("./contact-form", async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

// Each test gets a fresh module registry, so the live form is loaded anew when a test wakes it.
beforeEach(() => vi.resetModules());

afterEach(() => {
  cleanup();
  clearDraft("contact");
});

/** The live form has arrived when the phone field offers every country, not only the default. */
const liveFormArrived = () =>
  waitFor(() => expect(screen.getAllByRole("option", { hidden: true }).length).toBeGreaterThan(100), {
    timeout: 5000,
  });

// The first import of the live form (phone metadata and all) is slow in jsdom.
describe("DeferredContactForm", { timeout: 20_000 }, () => {
  // First in the file: an eager import of the live form would already have counted when this file loaded.
  it("shows the whole form at once and loads no form library before it is touched", async () => {
    render(<DeferredContactForm />);
    for (const name of ["First name", "Last name", "Phone number", "Email", "Address", "Message"])
      expect(screen.getByRole("textbox", { name })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Subject" })).toHaveDisplayValue("Select a subject");
    expect(screen.getByRole("combobox", { name: "Country calling code" })).toHaveValue("US");
    expect(screen.getByRole("button", { name: "Send message" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(loads.count).toBe(0);
  });

  it("keeps what was typed and the focused field when the live form takes over", async () => {
    const user = userEvent.setup();
    render(<DeferredContactForm />);
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Ada");
    await liveFormArrived();
    const firstName = screen.getByRole("textbox", { name: "First name" });
    expect(firstName).toHaveValue("Ada");
    expect(firstName).toHaveFocus();
    await user.type(firstName, " L.");
    expect(screen.getByRole("textbox", { name: "First name" })).toHaveValue("Ada L.");
  });

  it("stores what was typed before the live form came as the draft", async () => {
    render(<DeferredContactForm />);
    // Filled without events (as autofill may), then the form is touched: the live form takes it over.
    (screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement).value = "Half-written";
    screen.getByRole("textbox", { name: "Email" }).focus();
    await liveFormArrived();
    // At once, not after the typing pause the live form waits for before it saves.
    expect(readDraft("contact")).toMatchObject({ message: "Half-written" });
  });

  it("carries a phone number typed before the phone library arrived", async () => {
    render(<DeferredContactForm />);
    const phone = screen.getByRole("textbox", { name: "Phone number" });
    // Typed without focus events, as autofill does, then the form is touched.
    (phone as HTMLInputElement).value = "213 373 4253";
    screen.getByRole("textbox", { name: "Email" }).focus();
    await liveFormArrived();
    const shown = (screen.getByRole("textbox", { name: "Phone number" }) as HTMLInputElement).value;
    expect(shown.replace(/\D/g, "")).toBe("12133734253");
  });

  it("sends at the first press: an empty form shows its errors once the live form arrives", async () => {
    const user = userEvent.setup();
    render(<DeferredContactForm />);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const firstName = await screen.findByRole(
      "textbox",
      { name: "First name", description: "Enter your first name" },
      { timeout: 5000 },
    );
    await waitFor(() => expect(firstName).toHaveFocus());
  });

  it("loads the live form at once when a draft is waiting, and restores it", async () => {
    writeDraft("contact", { firstName: "Grace", message: "Draft text" });
    render(<DeferredContactForm />);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "First name" })).toHaveValue("Grace"), {
      timeout: 5000,
    });
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Draft text");
  });

  it("adds the bot-check fields with the live form only, timed from the page's start", async () => {
    const user = userEvent.setup();
    const { container } = render(<DeferredContactForm />);
    const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    expect(field("website")).toBeNull();
    await user.type(screen.getByRole("textbox", { name: "First name" }), "A");
    await liveFormArrived();
    expect(field("website")).toHaveValue("");
    expect(field("startedAt")?.value).toBe(String(Math.round(performance.timeOrigin)));
  });
});
