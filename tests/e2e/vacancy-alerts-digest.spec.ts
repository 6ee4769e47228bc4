import type { Page, TestInfo } from "@playwright/test";
import { request as requests } from "@playwright/test";
import { site } from "../../app/config/site.ts";
import { toAlertVacancy } from "../../app/features/careers/vacancies-json.ts";
import { addressFor, expect, test, type AlertsSite, type ReceivedMail, type Vacancy } from "./support/alerts-site.ts";
import { gotoHydrated } from "./support/hydrated.ts";

// The vacancy alert emails end to end: sign-up and confirmation in the browser, a vacancy published into the
// list the server reads, the digest run by the server's schedule or by `npm run alerts -- send`, and the mail
// as a real SMTP server received it.

/**
 * A place no other test uses: the subscriber asks for it as their location and the test's vacancies are
 * there, so a test's subscriber matches only that test's vacancies on a server the worker's tests share.
 */
const newPlace = () => `Lunaport ${Math.random().toString(36).slice(2, 10).padEnd(8, "0")}`;

let serial = 0;
/** A role as a release keeps it, new to every subscriber: a slug and title no other test uses. */
function vacancy(place: string, { department = "Engineering", level = "Senior" as Vacancy["level"] } = {}): Vacancy {
  serial += 1;
  const id = `${Date.now().toString(36)}-${serial}`;
  const position = `Platform Engineer ${id}`;
  return {
    slug: `platform-engineer-${id}`,
    body: "Platform work.",
    position,
    department,
    level,
    summary: "Builds the platform our ordering and delivery teams run on, with the people who use it.",
    locations: [{ city: place, country: "LK" }],
    employmentType: "FULL_TIME",
    workplaceType: "hybrid",
    datePosted: "2026-01-05",
    seo: { title: position, description: `${position}: apply on the site.` },
  };
}

/** The role as the digest lists it (its title and page). */
const listed = (role: Vacancy) => toAlertVacancy(role);

const mailTo = (alerts: AlertsSite, address: string, subject: RegExp) =>
  alerts.mail.filter((mail) => mail.to.text === address && subject.test(mail.subject));
const isDigest = /^(New vacancy|\d+ new vacancies) at /;
const isConfirmation = /^Confirm your /;

/** Waits (bounded) for the SMTP server to receive the `count`-th message of a kind to `address`. */
async function received(alerts: AlertsSite, address: string, subject: RegExp, count = 1): Promise<ReceivedMail> {
  await expect
    .poll(() => mailTo(alerts, address, subject).length, { message: `mail to ${address}`, timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return mailTo(alerts, address, subject)[count - 1]!;
}

/** A header as it was sent (mailparser turns the List-* headers into objects). */
const header = (mail: ReceivedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, "");

/** The first link in the mail's text that goes to `path` on the site. */
function linkIn(mail: ReceivedMail, alerts: AlertsSite, path: string): string {
  const match = new RegExp(`${alerts.origin}${path}\\?token=\\S+`).exec(mail.text);
  if (!match) throw new Error(`No link to ${path} in "${mail.subject}"`);
  return match[0];
}

/**
 * Waits until the outbox has delivered everything queued (`npm run submissions -- outbox`, bounded): after
 * that, a digest queued for anyone has reached the SMTP server, and counting the mail there is final.
 */
async function outboxDelivered(alerts: AlertsSite) {
  await expect
    .poll(() => alerts.command("submissions", "outbox"), { message: "the outbox emptied", timeout: 15_000 })
    .toBe("Nothing waiting: every message was delivered.");
}

/**
 * Runs the digest by hand as an operator would (`npm run alerts -- send`, in the server's DATA_DIR), once the
 * list holds `open` vacancies, and waits until all mail is delivered: afterwards nothing more is due.
 */
async function sendDigests(alerts: AlertsSite, open: number) {
  const said = await alerts.command("alerts", "send");
  // The run read the list just published (a stale list would show another count).
  expect(said).toMatch(
    new RegExp(`^\\d+ digest\\(s\\) queued for \\d+ subscriber\\(s\\) due, from ${open} open vacancies;`),
  );
  await outboxDelivered(alerts);
}

/** What `npm run alerts -- preview` says for `address`: its next digest, or why there is none. */
const preview = (alerts: AlertsSite, address: string) => alerts.command("alerts", "preview", "--email", address);

type Choices = { departments: string[]; levels: string[]; location: string };

/** A sign-up confirmed through the API and the mailed link, for the tests of what comes after. */
async function confirmedSubscriber(page: Page, alerts: AlertsSite, address: string, choices: Choices) {
  const headers = { Origin: alerts.origin, Accept: "application/json" };
  const signUp = await page.request.post("/api/vacancy-alerts", {
    headers,
    data: { email: address, ...choices, consent: "yes", website: "" },
  });
  expect(signUp.status()).toBe(202);
  const link = new URL(linkIn(await received(alerts, address, isConfirmation), alerts, "/vacancy-alerts/confirm"));
  const confirm = await page.request.post("/api/vacancy-alerts/confirm", {
    headers,
    data: { token: link.searchParams.get("token") },
  });
  expect(confirm.status()).toBe(200);
}

/** A confirmed subscriber to senior engineering roles in the test's place, with their first digest received. */
async function subscriberWithDigest(page: Page, alerts: AlertsSite, info: TestInfo) {
  const address = addressFor(info);
  const place = newPlace();
  await confirmedSubscriber(page, alerts, address, {
    departments: ["engineering"],
    levels: ["senior"],
    location: place,
  });
  const first = vacancy(place);
  alerts.publish([first]);
  const digest = await received(alerts, address, isDigest);
  expect(digest.subject).toBe(`New vacancy at ${site.name}: ${listed(first).title}`);
  return { address, place, first, digest };
}

test.describe("vacancy alert emails", () => {
  test("a visitor who signs up and confirms in the browser gets one email listing a new vacancy that matches", async ({
    page,
    alertsSite: alerts,
  }, info) => {
    const address = addressFor(info);
    const place = newPlace();
    await gotoHydrated(page, "/vacancy-alerts");
    await page.getByRole("textbox", { name: /^Email/ }).fill(address);
    await page.getByRole("group", { name: "Departments" }).getByRole("checkbox", { name: "Engineering" }).check();
    await page.getByRole("group", { name: "Departments" }).getByRole("checkbox", { name: "Data", exact: true }).check();
    const levels = page.getByRole("group", { name: "Seniority levels" });
    await levels.getByRole("checkbox", { name: "Senior", exact: true }).check();
    await page.getByRole("textbox", { name: /Location/ }).fill(place);
    await page.getByRole("checkbox", { name: /may keep my email address to send me vacancy alerts/ }).check();
    await page.getByRole("button", { name: "Sign me up" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

    const confirmation = await received(alerts, address, isConfirmation);
    // Nothing typed goes to an address before it is confirmed: the location is only said to be there.
    expect(confirmation.text).toContain(
      "Departments: Engineering, Data\nSeniority levels: Senior\nLocation: The location you entered",
    );
    expect(confirmation.text).not.toContain(place);
    expect(header(confirmation, "auto-submitted")).toBe("auto-generated");
    await gotoHydrated(page, linkIn(confirmation, alerts, "/vacancy-alerts/confirm"));
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page).toHaveURL(/\/vacancy-alerts\/confirmed$/);
    await expect(page.getByRole("heading", { level: 1, name: "You are subscribed" })).toBeVisible();

    // Published with three that do not match: another department, a junior role and a role elsewhere.
    const role = vacancy(place, { department: "Data", level: "Senior" });
    alerts.publish([
      vacancy(place, { department: "Design", level: "Senior" }),
      vacancy(place, { department: "Engineering", level: "Junior" }),
      role,
      vacancy("Elsewhere", { department: "Engineering", level: "Senior" }),
    ]);
    const digest = await received(alerts, address, isDigest);
    await outboxDelivered(alerts);
    expect(mailTo(alerts, address, isDigest)).toHaveLength(1);
    expect(mailTo(alerts, address, /./)).toHaveLength(2);

    const { title, url } = listed(role);
    expect(digest.subject).toBe(`New vacancy at ${site.name}: ${title}`);
    expect(digest.text).toContain(
      `A vacancy matching your alerts has opened:\n\n${title}\nData · Senior · ${place}, Sri Lanka · Hybrid\n${url}\n`,
    );
    expect(digest.html).toContain(`<a href="${url}">${title}</a>`);
    expect(digest.text).toMatch(new RegExp(`Unsubscribe: ${alerts.origin}/vacancy-alerts/unsubscribe\\?token=`));
    expect(header(digest, "list-unsubscribe")).toMatch(
      new RegExp(`^<${alerts.origin}/api/vacancy-alerts/unsubscribe\\?token=[^>\\s]+>$`),
    );
    expect(header(digest, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header(digest, "auto-submitted")).toBe("auto-generated");
  });

  test("a new vacancy in a department the subscriber did not choose sends them nothing", async ({
    page,
    alertsSite: alerts,
  }, info) => {
    const address = addressFor(info);
    const place = newPlace();
    await confirmedSubscriber(page, alerts, address, { departments: ["engineering"], levels: [], location: place });
    alerts.publish([vacancy(place, { department: "Design", level: "Senior" })]);
    await sendDigests(alerts, alerts.baseVacancies.length + 1);
    expect(mailTo(alerts, address, isDigest)).toEqual([]);
    expect(await preview(alerts, address)).toBe("No new vacancy matches this subscription.");
  });

  test("running the digest again sends no second email for the same vacancy", async ({
    page,
    alertsSite: alerts,
  }, info) => {
    const { address } = await subscriberWithDigest(page, alerts, info);
    await sendDigests(alerts, alerts.baseVacancies.length + 1);
    expect(mailTo(alerts, address, isDigest)).toHaveLength(1);
    // Not only held back by the one-a-day limit: the vacancy counts as sent.
    expect(await preview(alerts, address)).toBe("No new vacancy matches this subscription.");
  });

  test("after a one-click unsubscribe to the email's List-Unsubscribe address, a new matching vacancy sends nothing", async ({
    page,
    alertsSite: alerts,
  }, info) => {
    const { address, place, first, digest } = await subscriberWithDigest(page, alerts, info);
    const oneClick = header(digest, "list-unsubscribe")!.slice(1, -1);
    // As a mail provider posts it (RFC 8058): from its own server, no Origin, no cookies.
    const provider = await requests.newContext();
    const response = await provider.post(oneClick, { form: { "List-Unsubscribe": "One-Click" } });
    expect([response.status(), await response.json()]).toEqual([200, { status: "unsubscribed" }]);
    await provider.dispose();

    alerts.publish([first, vacancy(place)]);
    await sendDigests(alerts, alerts.baseVacancies.length + 2);
    expect(mailTo(alerts, address, isDigest)).toHaveLength(1);
    // Gone, not merely within its one digest a day: still subscribed, the preview would list the new role.
    expect(await preview(alerts, address)).toBe("No subscription for this address.");
  });

  test("the List-Unsubscribe address opened in a browser shows the unsubscribe page, which acts only on the press", async ({
    page,
    alertsSite: alerts,
  }, info) => {
    const { address, digest } = await subscriberWithDigest(page, alerts, info);
    // A mail client showing the List-Unsubscribe address as a link opens the page the email's own link does.
    await gotoHydrated(page, header(digest, "list-unsubscribe")!.slice(1, -1));
    await expect(page).toHaveURL(linkIn(digest, alerts, "/vacancy-alerts/unsubscribe"));
    await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from vacancy alerts" })).toBeVisible();
    // Opening it alone changes nothing (a mail scanner opens links too).
    expect(await preview(alerts, address)).toBe("No new vacancy matches this subscription.");

    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page).toHaveURL(/\/vacancy-alerts\/unsubscribed$/);
    await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeFocused();
    expect(await preview(alerts, address)).toBe("No subscription for this address.");
  });
});
