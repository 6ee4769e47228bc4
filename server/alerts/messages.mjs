import { paths } from "../../app/config/paths.ts";
import { site } from "../../app/config/site.ts";
import { fieldOf } from "../../app/forms/model/definition.ts";
import { vacancyAlerts } from "../../app/forms/model/definitions/vacancy-alerts.ts";
import { plainLine } from "../../app/lib/plain-line.ts";
import { link, page, paragraph, table, text } from "../kernel/mail-html.mjs";

const fieldLabel = (name) => fieldOf(vacancyAlerts, name).label;
const listed = (ids, choices) =>
  ids.length ? ids.map((id) => choices.find((option) => option.value === id)?.label ?? id).join(", ") : "All";

const alertPageUrl = (origin, step, token) => `${origin}${paths.vacancyAlerts(step, token)}`;

/** One alert mail; each block is a sentence, or its plain text and its HTML apart. */
function mail(subscription, kind, now, { from, domain }, subject, blocks, headers) {
  const parts = blocks.map((block) => (typeof block === "string" ? [block, paragraph(block)] : block));
  return {
    from,
    to: subscription.email,
    subject,
    text: parts.map(([plain]) => plain).join("\n\n"),
    html: page(parts.map(([, html]) => html)),
    headers,
    messageId: `<alert.${subscription.id}.${kind}.${now}@${domain}>`,
    eml: `alert-${subscription.id}-${kind}-${now}.eml`,
  };
}

export function composeConfirmation(subscription, now, settings) {
  const { origin, tokens, options } = settings;
  const url = alertPageUrl(
    origin,
    "confirm",
    tokens.sign("confirm", subscription.id, { nonce: subscription.nonce, now }),
  );
  const { departments, levels, location } = subscription.pending ?? subscription;
  // It goes to an address nobody has confirmed yet, so it names the choices only by fixed labels.
  const rows = [
    [fieldLabel("departments"), listed(departments, options.departments)],
    [fieldLabel("levels"), listed(levels, options.levels)],
    [fieldLabel("location"), location ? "The location you entered" : "Anywhere"],
  ];
  return mail(subscription, "confirmation", now, settings, `Confirm your ${site.name} vacancy alerts`, [
    `Please confirm that you want emails from ${site.name} when vacancies open that match these choices:`,
    [rows.map(([label, value]) => `${label}: ${value}`).join("\n"), table(rows)],
    [`Confirm: ${url}`, `<p>${link(url, "Confirm my vacancy alerts")}</p>`],
    "The link opens a page with a button to press, and works for 7 days. If you did not ask for vacancy alerts, ignore this email: nothing more will be sent.",
  ]);
}

/** The digest, with one-click unsubscribe headers (RFC 8058). */
export function composeDigest(subscription, vacancies, now, settings) {
  const { origin, apiOrigin = origin, tokens } = settings;
  const unsubscribe = tokens.sign("unsubscribe", subscription.id, { now });
  const unsubscribePage = alertPageUrl(origin, "unsubscribe", unsubscribe);
  const manage = `${origin}${paths.vacancyAlerts()}?manage=${encodeURIComponent(tokens.sign("manage", subscription.id, { now }))}`;
  const count = vacancies.length;
  const title = plainLine(vacancies[0].title);
  const facts = (vacancy) =>
    [vacancy.department, vacancy.level, vacancy.location, vacancy.closes ? `closes ${vacancy.closes}` : null]
      .filter(Boolean)
      .join(" · ");
  const footer = `You get this because you signed up for vacancy alerts from ${site.name}, at most one email a day.`;
  const subject =
    count === 1 ? `New vacancy at ${site.name}: ${title}` : `${count} new vacancies at ${site.name}: ${title} and more`;
  const blocks = [
    count === 1 ? "A vacancy matching your alerts has opened:" : `${count} vacancies matching your alerts have opened:`,
    [
      vacancies.map((vacancy) => [plainLine(vacancy.title), facts(vacancy), vacancy.url].join("\n")).join("\n\n"),
      `<ul>\n${vacancies.map((vacancy) => `<li><p>${link(vacancy.url, vacancy.title)}<br>${text(facts(vacancy))}</p></li>`).join("\n")}\n</ul>`,
    ],
    [
      `${footer}\nChange what you get: ${manage}\nUnsubscribe: ${unsubscribePage}`,
      `${paragraph(footer)}\n<p>${link(manage, "Change what you get")} · ${link(unsubscribePage, "Unsubscribe")}</p>`,
    ],
  ];
  return mail(subscription, "digest", now, settings, subject, blocks, {
    // On the API's origin: a static host has no /api/ to answer a mail provider's POST.
    "List-Unsubscribe": `<${apiOrigin}/api/vacancy-alerts/unsubscribe?token=${encodeURIComponent(unsubscribe)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });
}
