import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { alertSteps, type AlertStep } from "~/config/paths";
import { answerNext, FakeXhr, installFakeXhr } from "~test/fake-xhr";
import { AlertStepBody } from "./alert-step";
import { alertStepContent } from "~/content/vacancy-alerts";
import { stepOf } from "./steps";

/** Every step at its own path; a landing step shows its heading and where the visitor came to. */
function renderStep(url: string) {
  function Step({ step }: { step: AlertStep }) {
    const location = useLocation();
    return (
      <main>
        <h1>{alertStepContent[step].heading}</h1>
        <p data-testid="at">{location.pathname + location.search}</p>
        <AlertStepBody step={step} content={alertStepContent[step]} />
      </main>
    );
  }
  const Stub = createRoutesStub(
    alertSteps.map((step) => ({ path: `/vacancy-alerts/${step}`, Component: () => <Step step={step} /> })),
  );
  return render(<Stub initialEntries={[url]} />);
}

/** The server's answer to the next request. */
const answer = (status: number, body: unknown = { status: "ok" }, headers: Record<string, string> = {}) =>
  answerNext(
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } }),
  );
const calls = () => FakeXhr.sent.map((request) => ({ url: request.url, body: request.json() }));

beforeEach(() => {
  installFakeXhr();
  Object.defineProperty(navigator, "onLine", { configurable: true, value: true });
});
afterEach(() => vi.unstubAllGlobals());

const at = () => screen.getByTestId("at");

describe("the alerts' step pages", () => {
  it("know each step by its path", () => {
    expect(stepOf("/vacancy-alerts/confirm")).toBe("confirm");
    expect(stepOf("/vacancy-alerts/unsubscribed/")).toBe("unsubscribed");
    expect(stepOf("/vacancy-alerts/nope")).toBeNull();
    expect(stepOf("/vacancy-alerts/constructor")).toBeNull();
  });

  it("give each page a heading and a next step", () => {
    for (const step of alertSteps) {
      const content = alertStepContent[step];
      expect(content.heading.length, step).toBeGreaterThan(5);
      expect(Boolean(content.action) || content.links.length > 0, step).toBe(true);
    }
  });

  it("confirm: nothing is posted when the page loads, only on the press, once, then the confirmed page's heading has focus", async () => {
    answer(200, { status: "confirmed" });
    const user = userEvent.setup();
    renderStep("/vacancy-alerts/confirm?token=abc.def");
    // Every effect of the live page has run: a gateway opening the link would have seen it all.
    await act(async () => {});
    expect(calls()).toHaveLength(0);
    const button = screen.getByRole("button", { name: "Confirm my subscription" });
    expect(button.closest("form")).toHaveAttribute("method", "post");
    await user.click(button);
    const heading = await screen.findByRole("heading", { name: "You are subscribed" });
    expect(at()).toHaveTextContent("/vacancy-alerts/confirmed");
    await waitFor(() => expect(heading).toHaveFocus());
    expect(calls()).toEqual([{ url: "/api/vacancy-alerts/confirm", body: { token: "abc.def" } }]);
  });

  it("confirm: an expired link leads to the expired page, token kept for a new link", async () => {
    answer(410, { status: 410, title: "expired" });
    const user = userEvent.setup();
    renderStep("/vacancy-alerts/confirm?token=old.sig");
    await user.click(screen.getByRole("button", { name: "Confirm my subscription" }));
    await screen.findByRole("heading", { name: "This link has expired" });
    expect(at()).toHaveTextContent("/vacancy-alerts/expired?token=old.sig");
  });

  it("confirm: a used or broken link leads to the invalid page", async () => {
    answer(400, { status: 400, title: "invalid" });
    const user = userEvent.setup();
    renderStep("/vacancy-alerts/confirm?token=used");
    await user.click(screen.getByRole("button", { name: "Confirm my subscription" }));
    await screen.findByRole("heading", { name: "This link does not work" });
  });

  it("confirm: without a token there is nothing to post", async () => {
    answer(200);
    const user = userEvent.setup();
    renderStep("/vacancy-alerts/confirm");
    await user.click(screen.getByRole("button", { name: "Confirm my subscription" }));
    await screen.findByRole("heading", { name: "This link does not work" });
    expect(calls()).toHaveLength(0);
  });

  it("confirm: a server fault stays on the page with the button to try again", async () => {
    answer(503, { status: 503, title: "Unavailable" });
    const user = userEvent.setup();
    renderStep("/vacancy-alerts/confirm?token=abc");
    await user.click(screen.getByRole("button", { name: "Confirm my subscription" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/went wrong on our side/);
    answer(200, { status: "confirmed" });
    await user.click(screen.getByRole("button", { name: "Confirm my subscription" }));
    await screen.findByRole("heading", { name: "You are subscribed" });
  });

  it("unsubscribe: nothing happens on load; the press unsubscribes", async () => {
    answer(200, { status: "unsubscribed" });
    const user = userEvent.setup();
    renderStep("/vacancy-alerts/unsubscribe?token=u.tok");
    const button = screen.getByRole("button", { name: "Unsubscribe" });
    expect(calls()).toHaveLength(0);
    expect(button.closest("form")).toHaveAttribute("method", "post");
    expect(button.closest("form")).not.toHaveAttribute("action");
    await user.click(button);
    await screen.findByRole("heading", { name: "You are unsubscribed" });
    expect(calls()).toEqual([{ url: "/api/vacancy-alerts/unsubscribe", body: { token: "u.tok" } }]);
  });

  it("expired: the press asks for a new link and leads to check your email", async () => {
    answer(202, { status: "check-email" });
    const user = userEvent.setup();
    renderStep("/vacancy-alerts/expired?token=old.sig");
    await user.click(screen.getByRole("button", { name: "Email me a new link" }));
    await screen.findByRole("heading", { name: "Check your email" });
    expect(calls()).toEqual([{ url: "/api/vacancy-alerts/resend", body: { token: "old.sig" } }]);
  });

  it("expired: too many requests says how long to wait", async () => {
    answer(429, { status: 429, title: "Too many" }, { "Retry-After": "30" });
    const user = userEvent.setup();
    renderStep("/vacancy-alerts/expired?token=old.sig");
    await user.click(screen.getByRole("button", { name: "Email me a new link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("try again in 30 seconds");
  });

  it("a page without an action offers its next step as links", () => {
    renderStep("/vacancy-alerts/unsubscribed");
    expect(screen.getByRole("link", { name: "Sign up again" })).toHaveAttribute("href", "/vacancy-alerts");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
