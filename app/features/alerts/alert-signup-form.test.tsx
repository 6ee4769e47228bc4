import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answerNext, FakeXhr, lastRequest, sent, setUpFormTests } from "~test/fake-xhr";
import AlertSignupForm from "./alert-signup-form";
import { alertOptions } from "./options";
import { vacancyAlerts } from "~/forms/model/definitions/vacancy-alerts";
import { alertStepContent } from "~/content/vacancy-alerts";

const options = alertOptions();
const sentPages = { signedUp: alertStepContent["check-email"], updated: alertStepContent.updated };
const { messages: emailMessages } = vacancyAlerts.fields[0];
const { messages: consentMessages } = vacancyAlerts.fields[4];

function renderForm(url = "/vacancy-alerts") {
  const Stub = createRoutesStub([
    { path: "/vacancy-alerts", Component: () => <AlertSignupForm options={options} sent={sentPages} /> },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
const json = ({ status, body, headers = {} }: Answer) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": status >= 400 ? "application/problem+json" : "application/json", ...headers },
  });

/** The server's answers to the next requests, in order; a request beyond them waits for `respond`. */
const stubAnswers = (...answers: Answer[]) => answerNext(...answers.map(json));
const email = () => screen.getByRole("textbox", { name: /^Email/ });
const consent = () => screen.getByRole("checkbox", { name: /vacancy alerts, as the privacy policy/ });
const submit = () => screen.getByRole("button", { name: "Sign me up" });

setUpFormTests("vacancy-alerts");
beforeEach(() => {
  Object.defineProperty(navigator, "onLine", { configurable: true, value: true });
  // jsdom lays nothing out and has no scrolling.
  Element.prototype.scrollIntoView = vi.fn();
});

describe("AlertSignupForm", () => {
  it("is a plain post to the alerts API that works without script", () => {
    renderForm();
    const form = screen.getByRole("form", { name: "Sign up for vacancy alerts" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/vacancy-alerts");
    expect(email()).toHaveAttribute("name", "email");
    expect(email()).toBeRequired();
    expect(consent()).toBeRequired();
    expect(form.querySelector('input[name="website"]')).not.toBeNull();
    expect(form.querySelector('input[name="startedAt"]')).not.toBeNull();
  });

  it("groups the departments and levels from the vacancy content, saying that none ticked means all", () => {
    renderForm();
    const departments = screen.getByRole("group", { name: "Departments" });
    expect(departments).toHaveAccessibleDescription(/Tick none to hear about every department/);
    const boxes = within(departments).getAllByRole("checkbox");
    expect(boxes).toHaveLength(options.departments.length);
    expect(within(departments).getByRole("checkbox", { name: "Customer Success" })).toHaveAttribute(
      "value",
      "customer-success",
    );
    const levels = screen.getByRole("group", { name: "Seniority levels" });
    expect(within(levels).getByRole("checkbox", { name: "Mid-Senior" })).toHaveAttribute("value", "mid-senior");
    expect(levels).toHaveAccessibleDescription(/Tick none/);
  });

  it("links the consent to the privacy policy", () => {
    renderForm();
    expect(screen.getByRole("link", { name: /privacy policy/ })).toHaveAttribute("href", "/policies/privacy-policy");
  });

  it("stops an empty send on the page, focusing the first field to fix", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submit());
    await waitFor(() => expect(email()).toHaveFocus());
    expect(email()).toHaveAttribute("aria-invalid", "true");
    expect(email()).toHaveAccessibleDescription(expect.stringContaining(emailMessages.required));
    expect(consent()).toHaveAccessibleDescription(consentMessages.required);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("drops a field's message as soon as it is fixed", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submit());
    await user.click(consent());
    await waitFor(() => expect(consent()).not.toHaveAttribute("aria-invalid"));
    expect(email()).toHaveAccessibleDescription(expect.stringContaining(emailMessages.required));
  });

  it("posts JSON with the choices and shows the answer only once the server has given it", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(email(), "ada@example.com");
    await user.click(screen.getByRole("checkbox", { name: "Engineering" }));
    await user.click(screen.getByRole("checkbox", { name: "Senior" }));
    await user.type(screen.getByRole("textbox", { name: /Location/ }), "Colombo");
    await user.click(consent());
    await user.click(submit());

    expect(screen.getByRole("button", { name: "Sending…" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Sending your sign-up…");
    expect(screen.queryByRole("heading", { name: "Check your email" })).not.toBeInTheDocument();
    const request = await sent();
    expect(request.url).toBe("/api/vacancy-alerts");
    expect(request.headers).toMatchObject({ accept: "application/json", "content-type": "application/json" });
    expect(request.json()).toMatchObject({
      email: "ada@example.com",
      departments: ["engineering"],
      levels: ["senior"],
      location: "Colombo",
      consent: "yes",
      website: "",
    });

    // A second press while sending sends nothing.
    await user.click(screen.getByRole("button", { name: "Sending…" }));
    expect(FakeXhr.sent).toHaveLength(1);

    await request.respond(json({ status: 202, body: { status: "check-email" } }));
    const heading = await screen.findByRole("heading", { name: "Check your email" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
    // The words of the page a post without script lands on, from its one home.
    for (const paragraph of sentPages.signedUp.paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
  });

  it("puts the server's field messages on their fields, focusing the first", async () => {
    stubAnswers({
      status: 422,
      body: { title: "Check the form", status: 422, errors: { email: "This address cannot receive mail" } },
    });
    const user = userEvent.setup();
    renderForm();
    await user.type(email(), "ada@example.com");
    await user.click(consent());
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("Some details need attention");
    expect(email()).toHaveFocus();
    expect(email()).toHaveAccessibleDescription(expect.stringContaining("This address cannot receive mail"));
  });

  it("says how long to wait when sends are limited (429)", async () => {
    stubAnswers({ status: 429, body: { title: "Too many requests", status: 429 }, headers: { "Retry-After": "42" } });
    const user = userEvent.setup();
    renderForm();
    await user.type(email(), "ada@example.com");
    await user.click(consent());
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("try again in 42 seconds");
    expect(email()).toHaveValue("ada@example.com");
    expect(submit()).toBeEnabled();
  });

  it("says so when the connection is down, keeping what was entered", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(email(), "ada@example.com");
    await user.click(consent());
    await user.click(submit());
    (await sent()).fail();
    expect(await screen.findByRole("alert")).toHaveTextContent(/offline/);
    expect(consent()).toBeChecked();
  });

  it("loads a subscription's choices from a manage link and saves changes with its token", async () => {
    stubAnswers(
      {
        status: 200,
        body: { email: "ada@example.com", departments: ["design", "data"], levels: ["junior"], location: "Colombo" },
      },
      { status: 200, body: { status: "updated" } },
    );
    const user = userEvent.setup();
    renderForm("/vacancy-alerts?manage=tok.en");
    expect(await screen.findByRole("heading", { name: "Change your vacancy alerts" })).toBeInTheDocument();
    expect(FakeXhr.sent[0]).toMatchObject({ method: "GET", url: "/api/vacancy-alerts/preferences?token=tok.en" });
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Design" })).toBeChecked());
    expect(screen.getByRole("checkbox", { name: "Junior" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Engineering" })).not.toBeChecked();
    expect(screen.getByRole("textbox", { name: /Location/ })).toHaveValue("Colombo");
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Data" }));
    await user.click(screen.getByRole("button", { name: "Save my choices" }));
    // Focus moves in an effect after the commit that shows it: wait for the focus itself.
    await waitFor(() => expect(screen.getByRole("heading", { name: "Your choices are saved" })).toHaveFocus());
    expect(lastRequest().json()).toMatchObject({
      email: "ada@example.com",
      departments: ["design"],
      levels: ["junior"],
      token: "tok.en",
    });
  });

  it("loads a manage link whose subscription names a department the page no longer offers, leaving that one out", async () => {
    const body = { email: "ada@example.com", departments: ["design", "closed-team"], levels: [], location: "" };
    stubAnswers({ status: 200, body }, { status: 200, body: { status: "updated" } });
    const user = userEvent.setup();
    renderForm("/vacancy-alerts?manage=tok.en");
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Design" })).toBeChecked());
    await user.click(screen.getByRole("button", { name: "Save my choices" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Your choices are saved" })).toHaveFocus());
    expect(lastRequest().json()).toMatchObject({ departments: ["design"], token: "tok.en" });
  });

  it("refuses a subscription answer with an email but the wrong shape, as it refuses one it cannot read", async () => {
    const failure = "We could not load your current choices. Reload the page to try again.";
    const wrongShape = { email: "ada@example.com", departments: { design: true }, levels: [3], location: 42 };
    for (const body of [wrongShape, "<html>a proxy's page</html>"]) {
      stubAnswers({ status: 200, body });
      const { unmount } = renderForm("/vacancy-alerts?manage=tok.en");
      expect(await screen.findByRole("alert")).toHaveTextContent(failure);
      expect(screen.getByRole("heading", { name: "Sign up for vacancy alerts" })).toBeInTheDocument();
      expect(screen.queryByRole("checkbox", { name: "Design" })).not.toBeChecked();
      unmount();
    }
  });

  it("says when a manage link has expired and leaves the sign-up in place", async () => {
    stubAnswers({ status: 410, body: { status: 410, title: "Expired" } });
    renderForm("/vacancy-alerts?manage=old");
    expect(await screen.findByRole("alert")).toHaveTextContent(/link to change your alerts has expired/);
    expect(screen.getByRole("heading", { name: "Sign up for vacancy alerts" })).toBeInTheDocument();
    expect(email()).toBeInTheDocument();
  });
});
