import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { referenceIn, SentPage } from "./sent-page";
import { sentFormAt, sentPages } from "./sent-pages";

afterEach(() => cleanup());

const content = sentPages.contact;
const page = <SentPage {...content} heading="Thank you." steps={["We read it.", "We reply."]} />;
const renderAt = (url: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: "/contact/sent", element: page }], { initialEntries: [url] })}
    />,
  );

describe("referenceIn", () => {
  it("reads a reference as the forms API writes them", () => {
    expect(referenceIn("?ref=ML-7K3F9Q2X")).toBe("ML-7K3F9Q2X");
  });
  it("refuses anything else", () => {
    expect(referenceIn("?ref=<b>hi</b>")).toBeNull();
    expect(referenceIn("")).toBeNull();
  });
});

describe("sentFormAt", () => {
  it("names the form whose sent page is at a path, and none elsewhere", () => {
    expect(sentFormAt("/careers/applied")).toBe("career-interest");
    expect(sentFormAt("/careers/applied/x")).toBeUndefined();
  });
});

describe("SentPage", () => {
  it("shows the reference from the address and the next steps in order", async () => {
    renderAt("/contact/sent?ref=ML-7K3F9Q2X");
    expect(await screen.findByText("ML-7K3F9Q2X")).toBeInTheDocument();
    expect(screen.getByText(/Your reference is in the confirmation email/)).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("heading", { level: 1, name: "Thank you." })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(
      expect.arrayContaining(["We read it.", "We reply."]),
    );
    expect(screen.getByRole("link", { name: "Send another message" })).toHaveAttribute("href", "/contact");
  });

  it("points to the confirmation email when the address carries no reference", () => {
    renderAt("/contact/sent");
    expect(screen.getByText(/Your reference is in the confirmation email/)).not.toHaveAttribute("aria-hidden");
    expect(screen.getByText("ML-00000000").closest("[aria-hidden]")).toHaveClass("invisible");
  });
});
