import { describe, expect, it } from "vitest";
import { z } from "zod";
import { policyCollection } from "../content/collections/policies.ts";
import { blogCategories, postCollection } from "../content/collections/posts.ts";
import { vacancyCollection } from "../content/collections/vacancies.ts";
import { brandSchema } from "../content/brand.ts";
import { artNameMessage, pictureMaxBytes } from "../content/pictures.ts";
import { disciplines } from "../content/disciplines.ts";
import { departments, departmentSchema, homeSchema } from "../content/schemas.ts";
import { backendSources, cmsConfig, parseCmsBackend } from "./cms-config.ts";
import { fieldsOf, labelOf, type CmsField } from "./fields.ts";
import { entryProblem, fieldProblem } from "./validation.ts";

const local = parseCmsBackend({});
const { config, registry } = cmsConfig({ backend: local });
type Collection = { name: string; folder: string; fields: CmsField[] };
const collections = config.collections as Collection[];
const collection = (name: string) => collections.find((c) => c.name === name) as Collection;
const field = (fields: CmsField[], name: string) => fields.find((f) => f.name === name) as CmsField;

/** The keys of a zod object schema (the front matter a file may hold). */
const keysOf = (schema: z.ZodType) => Object.keys((schema as unknown as { shape: Record<string, unknown> }).shape);

/** A Markdown vacancy the build takes. */
const vacancy = {
  position: "Data Engineer",
  department: "Data",
  discipline: "engineering",
  level: "Senior",
  summary: "Build the pipelines that carry orders and deliveries to every team within seconds.",
  locations: [{ city: "Colombo", country: "LK" }],
  employmentType: "FULL_TIME",
  workplaceType: "hybrid",
  datePosted: "2026-11-20",
  seo: { title: "Data Engineer", description: "Build the pipelines that carry our orders." },
};

describe("the editor's configuration", () => {
  it("edits the Markdown collections in the folders the build reads", () => {
    expect(collections.filter((c) => c.folder).map((c) => [c.name, c.folder])).toEqual([
      ["posts", "app/content/posts"],
      ["vacancies", "app/content/vacancies"],
      ["policies", "app/content/policies"],
    ]);
  });

  it("edits the brand's facts and the home page in the files the site reads, with a field for every key", () => {
    const files = (collection("site") as unknown as { files: { name: string; file: string; fields: CmsField[] }[] })
      .files;
    expect(files.map((f) => [f.name, f.file])).toEqual([
      ["brand", "app/content/brand.json"],
      ["home", "app/content/home.json"],
    ]);
    const [brand, home] = files as [(typeof files)[number], (typeof files)[number]];
    expect(brand.fields.map((f) => f.name)).toEqual(keysOf(brandSchema));
    expect(home.fields.map((f) => f.name)).toEqual(keysOf(homeSchema));
    expect(field(field(brand.fields, "contact").fields ?? [], "phone")).toMatchObject({
      widget: "string",
      required: true,
      pattern: ["^\\+\\d[\\d ]{6,19}$", "must be an international number, written like +94 11 234 5678"],
    });
    const services = field(home.fields, "services");
    expect(field(services.fields ?? [], "items")).toMatchObject({ widget: "list", min: 4, max: 4 });
  });

  it("has a field for every key of each schema, in the schema's order, and the body after them", () => {
    for (const [name, schema, omitted] of [
      ["posts", postCollection.schema, []],
      ["policies", policyCollection.schema, []],
      ["vacancies", vacancyCollection.schema, ["ats", "applyUrl"]],
    ] as const) {
      const expected = keysOf(schema).filter((key) => !(omitted as readonly string[]).includes(key));
      expect(collection(name).fields.map((f) => f.name)).toEqual([...expected, "body"]);
    }
  });

  it("takes labels from the keys and hints from the schema's descriptions", () => {
    const fields = collection("posts").fields;
    expect(field(fields, "lastModified")).toMatchObject({ label: "Last modified", required: false });
    expect(field(fields, "title")).toMatchObject({ label: "Title", hint: "The headline", required: true });
    expect(field(fields, "seo").fields?.map((f) => f.label)).toEqual(["Title", "Description"]);
    expect(labelOf("check-email")).toBe("Check email");
  });

  it("offers an enum's values as a select's options and keeps a default", () => {
    const fields = collection("posts").fields;
    expect(field(fields, "category")).toMatchObject({ widget: "select", options: [...blogCategories] });
    expect(field(fields, "featured")).toMatchObject({ widget: "boolean", default: false, required: false });
  });

  it("checks patterns as the editor types, with the schema's own message", () => {
    const fields = collection("posts").fields;
    expect(field(fields, "date").pattern).toEqual(["^\\d{4}-\\d{2}-\\d{2}$", "must be a date written YYYY-MM-DD"]);
    expect(field(fields, "image").pattern?.[1]).toBe(artNameMessage);
  });

  it("uploads a post's picture through the media library, within the build's limit, with its alt text beside it", () => {
    const fields = collection("posts").fields;
    expect(field(fields, "image")).toMatchObject({
      widget: "image",
      required: true,
      choose_url: false,
      media_library: { allow_multiple: false, config: { max_file_size: pictureMaxBytes } },
    });
    expect(field(fields, "image").hint).toContain("at least 800 px wide, up to 8 MB");
    // Not Decap's "required" (a decorative picture needs none), but never labelled "(optional)": its own widget.
    expect(field(fields, "imageAlt")).toMatchObject({ widget: "alt-text", required: false, label: "Image alt" });
    expect(field(fields, "imageAlt").hint).toMatch(/^Required unless the picture is marked decorative/);
    expect(field(fields, "imageDecorative")).toMatchObject({ widget: "boolean", default: false });
    expect(config.media_folder).toBe("art");
  });

  it("gives lists their item shape and bounds", () => {
    const fields = collection("vacancies").fields;
    expect(field(fields, "locations")).toMatchObject({ widget: "list", min: 1, label_singular: "Place" });
    const questions = field(fields, "questions");
    // A new vacancy starts with no question (Decap would otherwise add one holding the defaults of its fields).
    expect(questions).toMatchObject({ widget: "list", label_singular: "Question", default: [] });
    expect(field(questions.fields ?? [], "type").options).toEqual([
      "text",
      "textarea",
      "select",
      "multiselect",
      "yesno",
      "url",
    ]);
    // A list of texts shows each collapsed text itself, not Decap's "Item", and adds one "Option" at a time.
    expect(field(questions.fields ?? [], "options")).toMatchObject({
      widget: "list",
      label_singular: "Option",
      min: 2,
      required: false,
      summary: "{{fields.item}}",
    });
    expect(field(field(fields, "salary").fields ?? [], "currency").pattern?.[1]).toBe(
      "must be an ISO 4217 code such as LKR",
    );
  });

  it("names a list's Add button after one of its items", () => {
    const list = (name: string) => fieldsOf(z.object({ [name]: z.array(z.string()) }), "test", new Map())[0];
    expect(list("paragraphs")).toMatchObject({ label: "Paragraphs", label_singular: "Paragraph" });
    expect(list("technologies")).toMatchObject({ label_singular: "Technology" });
    expect(list("teamTalks")).toMatchObject({ label_singular: "Team talk" });
    // A name that is no plural keeps Decap's own wording ("Add FAQ").
    expect(list("faq")).toMatchObject({ label: "FAQ" });
    expect(list("faq")).not.toHaveProperty("label_singular");
  });

  it("offers a vacancy's department from the site's departments, as the schema names them", () => {
    const department = field(collection("vacancies").fields, "department");
    expect(department).toMatchObject({ widget: "select", required: true, options: departmentSchema.options });
    expect(department.options).toEqual([...departments]);
    // The editor's choices are exactly what the build takes for a Markdown vacancy.
    for (const name of department.options ?? [])
      expect(entryProblem(vacancyCollection as never, "data-engineer", { ...vacancy, department: name }, "B")).toBe(
        undefined,
      );
    expect(fieldProblem(registry.get(department.schema as string) as z.ZodType, "Kitchen")).toMatch(/^Invalid option/);
  });

  it("offers a vacancy's discipline from the discipline pages, by their titles", () => {
    expect(field(collection("vacancies").fields, "discipline")).toMatchObject({
      widget: "select",
      required: true,
      options: disciplines.map(({ id, title }) => ({ label: title, value: id })),
    });
  });

  it("asks each place of a vacancy for a city and a country code, in the schema's own words", () => {
    const locations = field(collection("vacancies").fields, "locations");
    // The ATS's own wording of a place (`name`) is a loader's, not an editor's.
    expect(locations.fields?.map((f) => [f.name, f.required])).toEqual([
      ["city", true],
      ["region", false],
      ["country", true],
    ]);
    const [city, , country] = locations.fields as [CmsField, CmsField, CmsField];
    expect(city.hint).toBe("The city of the office");
    expect(country).toMatchObject({
      widget: "string",
      hint: "ISO 3166 country code (LK)",
      pattern: ["^[A-Z]{2}$", "must be an ISO 3166 country code such as LK"],
    });
    expect(fieldProblem(registry.get(city.schema as string) as z.ZodType, "")).toBe(
      "Too small: expected string to have >=2 characters",
    );
    expect(fieldProblem(registry.get(country.schema as string) as z.ZodType, "")).toBe(
      "must be an ISO 3166 country code such as LK",
    );
    expect(fieldProblem(registry.get(country.schema as string) as z.ZodType, "LK")).toBeUndefined();
  });

  it("shows a change of a schema in the configuration", () => {
    const before = fieldsOf(z.object({ title: z.string().min(5).max(120) }), "x", new Map());
    const after = fieldsOf(
      z.object({ title: z.string().min(5).max(300).describe("The headline"), subtitle: z.string().optional() }),
      "x",
      new Map(),
    );
    expect(before).toEqual([{ name: "title", label: "Title", required: true, widget: "string", schema: "x.title" }]);
    expect(after.map((f) => [f.name, f.widget, f.required, f.hint])).toEqual([
      ["title", "text", true, "The headline"],
      ["subtitle", "text", false, undefined],
    ]);
  });

  it("refuses a field with a type it cannot show, naming it", () => {
    expect(() => fieldsOf(z.object({ map: z.record(z.string(), z.string()) }), "x", new Map())).toThrow(
      'The editor cannot show the field "x.map"',
    );
  });
});

describe("the editor's checks", () => {
  it("says of a value what the schema says", () => {
    const title = registry.get("posts.title") as z.ZodType;
    expect(fieldProblem(title, "")).toBe("Too small: expected string to have >=5 characters");
    expect(fieldProblem(title, "A fine headline")).toBeUndefined();
    expect(fieldProblem(registry.get("posts.lastModified") as z.ZodType, "")).toBeUndefined();
    expect(fieldProblem(registry.get("posts.seo.description") as z.ZodType, "x".repeat(161))).toBe(
      "Too big: expected string to have <=160 characters",
    );
  });

  it("refuses an entry in the build's words, and takes one the build takes", () => {
    const post = {
      title: "Kitchen robots arrive in Kandy",
      date: "2026-11-20",
      category: "Innovation",
      description: "A pilot of kitchen robots starts in Kandy, where three partner kitchens test them.",
      image: "community-kitchen",
      imageAlt: "Volunteers packing meals at a long table",
      featured: false,
      seo: { title: "Kitchen robots arrive in Kandy", description: "A pilot of kitchen robots starts in Kandy." },
    };
    expect(entryProblem(postCollection as never, "kitchen-robots", post, "The text.")).toBeUndefined();
    expect(entryProblem(postCollection as never, "kitchen-robots", { ...post, title: undefined }, "Text")).toBe(
      'Content error in collection "posts", entry "kitchen-robots.md":\n  - title: Invalid input: expected string, received undefined',
    );
    expect(entryProblem(postCollection as never, "kitchen-robots", post, " ")).toContain("  - body: is empty");
    expect(entryProblem(postCollection as never, "kitchen-robots", { ...post, imageAlt: undefined }, "Text")).toBe(
      'Content error in collection "posts", entry "kitchen-robots.md":\n  - imageAlt: describe what the picture shows, or mark it decorative',
    );
  });

  it("refuses a vacancy whose file is not named after its position, as the build does", () => {
    expect(entryProblem(vacancyCollection as never, "data-engineer", vacancy, "## The Big Picture")).toBeUndefined();
    expect(entryProblem(vacancyCollection as never, "data-eng", vacancy, "## The Big Picture")).toContain(
      "position: the file must be named data-engineer.md",
    );
    expect(
      entryProblem(vacancyCollection as never, "data-engineer", { ...vacancy, locations: [{ city: "Colombo" }] }, "B"),
    ).toContain("locations.0: a place of a Markdown vacancy is a city and a country code, no name");
  });
});

describe("the editor's backend", () => {
  it("is the local git server unless CMS_BACKEND names a git host", () => {
    expect(local).toEqual({ name: "proxy", proxy_url: "http://127.0.0.1:8081/api/v1", branch: "main" });
    expect(backendSources(local)).toEqual({ connect: ["http://127.0.0.1:8081"], img: [] });
    expect(backendSources(parseCmsBackend({ CMS_PROXY_URL: "/api/v1" })).connect).toEqual([]);
  });

  it("reads a git host, its branch, and GitLab's PKCE application", () => {
    expect(parseCmsBackend({ CMS_BACKEND: "github:acme/site@live" })).toEqual({
      name: "github",
      repo: "acme/site",
      branch: "live",
      auth_endpoint: "api/admin/sign-in",
    });
    expect(parseCmsBackend({ CMS_BACKEND: "gitlab:acme/web/site", CMS_APP_ID: "abc" })).toMatchObject({
      auth_type: "pkce",
      app_id: "abc",
      branch: "main",
    });
    expect(() => parseCmsBackend({ CMS_BACKEND: "gitlab:acme/site" })).toThrow("CMS_APP_ID");
    expect(() => parseCmsBackend({ CMS_BACKEND: "svn:acme" })).toThrow('CMS_BACKEND must be "local"');
  });

  it("signs in to GitHub through this project's server: the forms API's origin, or one named, and GitHub's API", () => {
    const github = parseCmsBackend({ CMS_BACKEND: "github:acme/site", FORMS_API_ORIGIN: "https://api.example.com/" });
    expect(github).toMatchObject({ base_url: "https://api.example.com", auth_endpoint: "api/admin/sign-in" });
    const enterprise = parseCmsBackend({
      CMS_BACKEND: "github:acme/site",
      CMS_AUTH_URL: "https://editor.example.com",
      CMS_API_URL: "https://git.example.com/api/v3/",
    });
    expect(enterprise).toMatchObject({
      base_url: "https://editor.example.com",
      api_root: "https://git.example.com/api/v3",
    });
    expect(backendSources(enterprise).connect).toEqual(["https://git.example.com"]);
    expect(backendSources(github).connect).toEqual(["https://api.github.com"]);
  });
});
