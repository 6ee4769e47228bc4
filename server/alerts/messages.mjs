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

export function composeConfirmation(subscription, now, { from, origin, domain, tokens, options }) {
  const token = tokens.sign("confirm", subscription.id, { nonce: subscription.nonce, now });
  const confirmUrl = alertPageUrl(origin, "confirm", token);
  const { departments, levels, location } = subscription.pending ?? subscription;
  // It goes to an address nobody has confirmed yet, so it names the choices only by fixed labels.
  const described = [
    [fieldLabel("departments"), listed(departments, options.departments)],
    [fieldLabel("levels"), listed(levels, options.levels)],
    [fieldLabel("location"), location ? "The location you entered" : "Anywhere"],
  ];
  const intro = `Please confirm that you want emails from ${site.name} when vacancies open that match these choices:`;
  const after =
    "The link opens a page with a button to press, and works for 7 days. If you did not ask for vacancy alerts, ignore this email: nothing more will be sent.";
  return {
    from,
    to: subscription.email,
    subject: `Confirm your ${site.name} vacancy alerts`,
    text: [
      intro,
      "",
      ...described.map(([label, value]) => `${label}: ${value}`),
      "",
      `Confirm: ${confirmUrl}`,
      "",
      after,
    ].join("\n"),
    html: page([
      paragraph(intro),
      table(described),
      `<p>${link(confirmUrl, "Confirm my vacancy alerts")}</p>`,
      paragraph(after),
    ]),
    messageId: `<alert.${subscription.id}.confirmation.${now}@${domain}>`,
    eml: `alert-${subscription.id}-confirmation-${now}.eml`,
  };
}

/** The digest, with one-click unsubscribe headers (RFC 8058). */
export function composeDigest(subscription, vacancies, now, { from, origin, apiOrigin, domain, tokens }) {
  const unsubscribe = tokens.sign("unsubscribe", subscription.id, { now });
  const links = {
    unsubscribePage: alertPageUrl(origin, "unsubscribe", unsubscribe),
    // On the API's origin: a static host has no /api/ to answer a mail provider's POST.
    unsubscribeOneClick: `${apiOrigin ?? origin}/api/vacancy-alerts/unsubscribe?token=${encodeURIComponent(unsubscribe)}`,
    manage: `${origin}/vacancy-alerts?manage=${encodeURIComponent(tokens.sign("manage", subscription.id, { now }))}`,
  };
  const count = vacancies.length;
  const subject =
    count === 1
      ? `New vacancy at ${site.name}: ${plainLine(vacancies[0].title)}`
      : `${count} new vacancies at ${site.name}: ${plainLine(vacancies[0].title)} and more`;
  const intro =
    count === 1 ? "A vacancy matching your alerts has opened:" : `${count} vacancies matching your alerts have opened:`;
  const facts = (vacancy) =>
    [vacancy.department, vacancy.level, vacancy.location, vacancy.closes ? `closes ${vacancy.closes}` : null]
      .filter(Boolean)
      .join(" · ");
  const footer = `You get this because you signed up for vacancy alerts from ${site.name}, at most one email a day.`;
  return {
    from,
    to: subscription.email,
    subject,
    text: [
      intro,
      "",
      ...vacancies.flatMap((vacancy) => [plainLine(vacancy.title), facts(vacancy), vacancy.url, ""]),
      footer,
      `Change what you get: ${links.manage}`,
      `Unsubscribe: ${links.unsubscribePage}`,
    ].join("\n"),
    html: page([
      paragraph(intro),
      `<ul>\n${vacancies
        .map((vacancy) => `<li><p>${link(vacancy.url, vacancy.title)}<br>${text(facts(vacancy))}</p></li>`)
        .join("\n")}\n</ul>`,
      paragraph(footer),
      `<p>${link(links.manage, "Change what you get")} · ${link(links.unsubscribePage, "Unsubscribe")}</p>`,
    ]),
    headers: {
      "List-Unsubscribe": `<${links.unsubscribeOneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    messageId: `<alert.${subscription.id}.digest.${now}@${domain}>`,
    eml: `alert-${subscription.id}-digest-${now}.eml`,
  };
}
