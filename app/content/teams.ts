import { z } from "zod";
import { name, slug } from "./schemas.ts";
import { withBrandDeep } from "./brand-text.ts";
import data from "./teams.json" with { type: "json" };
import { parseEntry } from "./validate.ts";

export const teamMemberSchema = z
  .object({
    name: name.describe("Full name"),
    designation: name.describe("Role, as the card shows it"),
    image: slug.describe("The portrait (a file in art/)"),
    description: z.string().min(60).max(500).describe("The biography the card's dialog shows"),
    linkedin: z
      .string()
      .url()
      .startsWith("https://www.linkedin.com/", "must be a LinkedIn address")
      .describe("The LinkedIn profile"),
  })
  .strict();

export const teamSchema = z
  .object({
    id: slug.describe("A stable key for the team"),
    name: z.string().min(2).max(40).describe("The tab's label"),
    members: z.array(teamMemberSchema).min(1).describe("In the order the page shows them"),
  })
  .strict();

export type Team = z.infer<typeof teamSchema>;

/** app/content/teams.json: the leadership teams of the About page; {company} and {parent} name the brand. */
export const teamsFileSchema = z
  .object({ teams: z.array(teamSchema).min(1).describe("The About page's tabs, in tab order") })
  .strict();

/** Leadership teams for the About page tabs, in tab order. */
export const teams: Team[] = parseEntry("teams", "teams.json", teamsFileSchema, withBrandDeep(data)).teams;
