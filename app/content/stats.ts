import { statSchema, type Stat } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

const parseStats = (collection: string, entries: Stat[]): Stat[] =>
  entries.map((entry) => parseEntry(collection, entry.title, statSchema, entry));

/** Home page counters. Figures are those of the parent group's last financial year. */
export const homeStats: Stat[] = parseStats("homeStats", [
  { title: "FY24 Revenue", prepender: "$", count: 78.8, appender: "B" },
  { title: "Customers", prepender: "", count: 730, appender: "K+" },
  { title: "Employees", prepender: "", count: 76, appender: "K+" },
]);

/** Sustainability counters: totals of the employee-led programme since it began. */
export const sustainabilityStats: Stat[] = parseStats("sustainabilityStats", [
  { title: "Total Donations", prepender: "$", count: 136337, appender: "" },
  { title: "Meals Donated", prepender: "", count: 26937, appender: "" },
  { title: "Hampers Donated", prepender: "", count: 5133, appender: "" },
  { title: "Lives Impacted", prepender: "", count: 47469, appender: "" },
]);
