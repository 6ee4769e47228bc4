import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isOpen, today } from "~/content/collections/vacancies";
import { vacancies } from "~/content/entries";
import { CareersList } from "./careers-list";
import { closesAt, isClosedAt } from "./closing";
import { createRoutesStub } from "react-router";
import { VacancyRow } from "./vacancy-row";
import { toSummary } from "./vacancy-summary";

const at = (iso: string) => Date.parse(iso);
// A role whose last day is 1 December 2026 closes at midnight in Colombo (UTC+05:30): 18:30 UTC.
const closes = closesAt("2026-12-01");

describe("a role closes at the end of its closing date in the company's time zone", () => {
  it("is open through the last minute of the closing day there", () => {
    expect(isClosedAt(closes, at("2026-12-01T23:59:00+05:30"))).toBe(false);
    expect(isClosedAt(closes, at("2026-12-01T23:59:59.999+05:30"))).toBe(false);
  });

  it("is closed from the first moment of the next day there", () => {
    expect(isClosedAt(closes, at("2026-12-02T00:00:00+05:30"))).toBe(true);
    expect(isClosedAt(closes, at("2026-12-02T00:01:00+05:30"))).toBe(true);
  });

  it("is the same instant for a visitor in any zone", () => {
    // 13:30 in London and 08:30 in New York on 1 December are both 19:00 in Colombo: still open.
    expect(isClosedAt(closes, at("2026-12-01T13:29:00Z"))).toBe(false);
    expect(isClosedAt(closes, at("2026-12-01T08:29:00-05:00"))).toBe(false);
    // 20:00 in New York on 1 December is already 2 December in Colombo: closed.
    expect(isClosedAt(closes, at("2026-12-01T20:00:00-05:00"))).toBe(true);
  });

  it("never closes a role without a closing date", () => {
    expect(closesAt(undefined)).toBeUndefined();
    expect(isClosedAt(undefined, at("2100-01-01T00:00:00Z"))).toBe(false);
  });

  it("agrees with the build's own check of the day", () => {
    for (const iso of ["2026-12-01T18:29:00Z", "2026-12-01T18:30:00Z", "2026-12-01T23:00:00Z"]) {
      const day = today(new Date(iso));
      expect(isOpen({ closingDate: "2026-12-01" }, day), iso).toBe(!isClosedAt(closes, at(iso)));
    }
  });
});

describe("lists on the visitor's clock", () => {
  afterEach(() => vi.useRealTimers());

  const open = vacancies.filter((vacancy) => vacancy.closingDate && isOpen(vacancy, "2026-11-24")).map(toSummary);
  const first = [...open].sort((a, b) => (a.closesAt ?? 0) - (b.closesAt ?? 0))[0]!;

  const List = createRoutesStub([{ path: "/", Component: () => <CareersList vacancies={open} /> }]);

  it("keeps every role while none has closed", async () => {
    vi.useFakeTimers({ now: (first.closesAt ?? 0) - 60_000, toFake: ["Date"] });
    render(<List />);
    expect(await screen.findByText(`${open.length} openings in all departments`)).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(open.length);
  });

  it("drops a role that has closed since the build, and counts the rest", async () => {
    vi.useFakeTimers({ now: first.closesAt, toFake: ["Date"] });
    render(<List />);
    const rest = open.filter((vacancy) => vacancy.closesAt !== first.closesAt);
    expect(await screen.findByText(`${rest.length} openings in all departments`)).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(rest.length);
    expect(screen.queryByRole("heading", { name: first.position })).not.toBeInTheDocument();
  });

  const Row = createRoutesStub([{ path: "/", Component: () => <ul>{<VacancyRow vacancy={first} />}</ul> }]);

  it("shows a role's row until the role closes", async () => {
    vi.useFakeTimers({ now: (first.closesAt ?? 0) - 1, toFake: ["Date"] });
    render(<Row />);
    expect(await screen.findByRole("heading", { name: first.position })).toBeInTheDocument();
  });

  it("hides a role's row once the role has closed, in whichever list shows it", async () => {
    vi.useFakeTimers({ now: first.closesAt, toFake: ["Date"] });
    render(<Row />);
    expect(await screen.findByRole("list")).toBeEmptyDOMElement();
  });
});
