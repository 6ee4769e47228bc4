/** A pay range as content holds it (app/content/collections/vacancies.ts). */
export type PayRange = {
  min: number;
  max: number;
  currency: string;
  period: "hour" | "day" | "week" | "month" | "year";
};

const per: Record<PayRange["period"], string> = {
  hour: "an hour",
  day: "a day",
  week: "a week",
  month: "a month",
  year: "a year",
};

/**
 * "LKR 650,000 to 900,000 a month", "US$95,000 a year" for a single figure: en-GB, the currency's own symbol or
 * code, cents only when an amount has them. For loaders: built with Intl at build time, so the prerendered and
 * hydrated text agree and no number formatter is built in the browser (lib/format.ts says what that costs).
 * "to" rather than a dash, so a screen reader says the range as it is meant.
 */
export function payText({ min, max, currency, period }: PayRange): string {
  const digits = Number.isInteger(min) && Number.isInteger(max) ? 0 : 2;
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  const money = new Intl.NumberFormat("en-GB", { style: "currency", currency, ...options });
  const amount = new Intl.NumberFormat("en-GB", options);
  const range = min === max ? money.format(min) : `${money.format(min)} to ${amount.format(max)}`;
  return `${range} ${per[period]}`;
}
