import type { z } from "zod";
import { policyCollection } from "../content/collections/policies.ts";
import { postCollection } from "../content/collections/posts.ts";
import { vacancyCollection } from "../content/collections/vacancies.ts";
import { pictureMaxBytes, pictureMinWidth } from "../content/pictures.ts";
import { brandSchema } from "../content/brand.ts";
import { departmentSchema, departments, homeSchema } from "../content/schemas.ts";
import {
  aboutSchema,
  academySchema,
  foodServiceSchema,
  pageSchema,
  statementSchema,
  technologySchema,
} from "../content/schemas.ts";
import { awardsFileSchema } from "../content/awards.ts";
import { historyFileSchema } from "../content/history.ts";
import { lifeAtFileSchema } from "../content/life-at.ts";
import { pagesFileSchema } from "../content/pages.ts";
import { sustainabilityFileSchema } from "../content/sustainability.ts";
import { disciplines, disciplinesFileSchema } from "../content/disciplines.ts";
import { featuresFileSchema } from "../content/features.ts";
import { statsFileSchema } from "../content/stats.ts";
import { teamsFileSchema } from "../content/teams.ts";
import { techStackFileSchema } from "../content/tech-stack.ts";
import { testimonialsFileSchema } from "../content/testimonials.ts";
import { alertStepsFileSchema } from "../content/vacancy-alerts.ts";
import type { MarkdownCollection } from "../content/markdown.ts";
import { fieldsOf, unwrap, type CmsField } from "./fields.ts";

/** Where the editor reads and writes: the local git backend (`npm run cms`) or a git host. */
export type CmsBackend =
  | { name: "proxy"; proxy_url: string; branch: string }
  | {
      name: "github" | "gitlab" | "gitea";
      repo: string;
      branch: string;
      base_url?: string;
      auth_endpoint?: string;
      api_root?: string;
      auth_type?: "pkce";
      app_id?: string;
    };

/** One Markdown collection as the editor shows it. */
type EditorCollection = {
  /** The collection's definition, the one the build reads (app/content/collections/). */
  source: MarkdownCollection<z.ZodType>;
  label: string;
  labelSingular: string;
  /** How a new entry's file is named, from its fields (Decap's slug template). */
  slug: string;
  /** The field the list shows and the file is named after. */
  identifier: string;
  summary?: string;
  /** Fields an editor never writes (set by a machine), left out of the form; the build still checks them. */
  omit?: string[];
  /** What the collection holds, under its name in the editor. */
  description: string;
  /** Fields that name a picture in art/: an upload, checked for its type and size (app/content/pictures.ts). */
  pictures?: string[];
  /** What the collection's own check (`source.check`) asks beyond the schema, shown on the fields it concerns. */
  adapt?: (field: CmsField, registry: Map<string, z.ZodType>) => CmsField;
  /** A picture's alt text: required unless the picture is marked decorative (the schema's rule). */
  altTexts?: string[];
};

/**
 * A picture field: Decap's image widget on the media library (uploads go to art/, where the media pipeline renders
 * them into responsive WebP), with the upload limit of the build's own check and no address from elsewhere. The
 * file's type is checked by the field's pattern (the schema's own) and again by the build, which reads the file.
 */
const pictureField = (field: CmsField): CmsField => ({
  ...field,
  widget: "image",
  choose_url: false,
  media_library: { allow_multiple: false, config: { max_file_size: pictureMaxBytes } },
  // The schema's description is a phrase without a full stop: the upload's rule follows it as a sentence of its own.
  hint: `${field.hint ? `${field.hint}. ` : ""}A JPEG, PNG or WebP photo at least ${pictureMinWidth} px wide, up to ${pictureMaxBytes / (1024 * 1024)} MB.`,
});

/** A field made required, checked with its schema's core so an empty value gets the schema's own words. */
function requiredField(field: CmsField, registry: Map<string, z.ZodType>): CmsField {
  const key = field.schema;
  const schema = key ? registry.get(key) : undefined;
  if (key && schema) registry.set(key, unwrap(schema).core);
  return { ...field, required: true };
}

/**
 * A Markdown vacancy's fields as its collection's check asks them (`checkMarkdownVacancy`), where the schema, which
 * also takes roles from an ATS, is looser: one of the site's departments (chosen from `departments`), a discipline
 * page (chosen from the disciplines' titles), and at least one place, each a city and an ISO country code (the ATS's own
 * wording of a place, `name`, is left out).
 */
export function markdownVacancyField(field: CmsField, registry: Map<string, z.ZodType>): CmsField {
  switch (field.name) {
    case "department":
      registry.set(field.schema as string, departmentSchema);
      return { ...field, widget: "select", options: [...departments], hint: "The department the role belongs to" };
    case "discipline":
      return {
        ...requiredField(field, registry),
        widget: "select",
        options: disciplines.map(({ id, title }) => ({ label: title, value: id })),
        hint: "The discipline page that lists the role (/disciplines)",
      };
    case "locations":
      return {
        ...field,
        label_singular: "Place",
        required: true,
        min: 1,
        hint: "Where the role is based: one place or several, each a city and its country code; the first is shown first",
        fields: (field.fields ?? [])
          .filter((place) => place.name !== "name")
          .map((place) => (place.name === "city" || place.name === "country" ? requiredField(place, registry) : place)),
      };
    case "questions":
      // No question until one is added: without an empty list as its default, Decap starts a new entry with one
      // question holding only its defaults (`required`), which the build would refuse for its missing id.
      return { ...field, label_singular: "Question", default: [] };
    default:
      return field;
  }
}

/**
 * A picture's alt text. The schema asks for it unless the picture is marked decorative, a rule Decap cannot state:
 * its own presence check would refuse a decorative picture without one, so the field is not required there, and
 * Decap would label it "(optional)". The `alt-text` widget (app/admin/widgets.tsx) drops that word from its label;
 * the hint says the rule, and the schema's check refuses a post with neither, in the build's words.
 */
export const altTextField = (field: CmsField): CmsField => ({
  ...field,
  widget: "alt-text",
  hint: "Required unless the picture is marked decorative: what it shows, for a reader who cannot see it",
});

/** The body of every Markdown entry: the build refuses an empty one ("body: is empty"). */
const bodyField: CmsField = {
  name: "body",
  label: "Body",
  widget: "markdown",
  required: true,
  hint: "The text of the page, in Markdown: ## for a section heading; write the company as {company}",
};

/** The collections an editor edits, in the order the editor lists them. */
export const editorCollections: EditorCollection[] = [
  {
    source: postCollection as MarkdownCollection<z.ZodType>,
    label: "News & Events",
    labelSingular: "Post",
    slug: "{{title}}",
    identifier: "title",
    summary: "{{title}} ({{date}})",
    pictures: ["image"],
    altTexts: ["imageAlt"],
    description: "Posts of /blogs: the file name is the post's address",
  },
  {
    source: vacancyCollection as MarkdownCollection<z.ZodType>,
    label: "Vacancies",
    labelSingular: "Vacancy",
    slug: "{{position}}",
    identifier: "position",
    summary: "{{position}} ({{department}}, {{level}})",
    omit: ["ats", "applyUrl"],
    description: "Open roles of /careers, when the vacancies are written here rather than read from an ATS",
    adapt: markdownVacancyField,
  },
  {
    source: policyCollection as MarkdownCollection<z.ZodType>,
    label: "Policies",
    labelSingular: "Policy",
    slug: "{{title}}",
    identifier: "title",
    description: "The policies linked from the footer",
  },
];

/** The names of every alt-text field, for its widget's label (app/admin/widgets.tsx). */
export const altTextFieldNames = [...new Set(editorCollections.flatMap((collection) => collection.altTexts ?? []))];

/** One content file (JSON) of the site's pages and facts, as the editor shows it; the build reads it through `schema`. */
export type EditorFile = {
  name: string;
  label: string;
  file: string;
  schema: z.ZodType;
  description: string;
  /** The editor's collection that lists it: "site" (the brand and the home page, the default), "lists" or "pages". */
  collection?: EditorFileCollection["name"];
};

/** The editor's collections of content files, in the order the editor lists them. */
type EditorFileCollection = { name: "site" | "lists" | "pages"; label: string; description: string };
const fileCollections: EditorFileCollection[] = [
  { name: "site", label: "Site", description: "The site's pages and the company's facts" },
  {
    name: "lists",
    label: "Lists",
    description:
      "Awards, teams, testimonials, counters, disciplines, icon tiles and the tech stack, each page that shows them",
  },
  { name: "pages", label: "Pages", description: "The texts of the site's pages, one file a page" },
];

/** The editor's collection that holds a content file. */
export const collectionOf = (file: EditorFile) => file.collection ?? "site";

const brandHint = "write the company as {company} and its parent as {parent}";

/** The content files an editor edits, in the editor's "Site" collection. */
export const editorFiles: EditorFile[] = [
  {
    name: "brand",
    label: "Brand facts",
    file: "app/content/brand.json",
    schema: brandSchema,
    description: "Contact details, offices and social profiles: every page that shows them",
  },
  {
    name: "home",
    label: "Home page",
    file: "app/content/home.json",
    schema: homeSchema,
    description: "The home page's texts; write the company as {company} and its parent as {parent}",
  },
  {
    name: "awards",
    label: "Awards",
    file: "app/content/awards.json",
    schema: awardsFileSchema,
    description: "The awards page (/awards) and search",
    collection: "lists",
  },
  {
    name: "teams",
    label: "Leadership teams",
    file: "app/content/teams.json",
    schema: teamsFileSchema,
    description: `The About page's leadership tabs; ${brandHint}`,
    collection: "lists",
  },
  {
    name: "testimonials",
    label: "Testimonials",
    file: "app/content/testimonials.json",
    schema: testimonialsFileSchema,
    description: `Employee voices (Life at) and team talks (Technology); ${brandHint}`,
    collection: "lists",
  },
  {
    name: "stats",
    label: "Counters",
    file: "app/content/stats.json",
    schema: statsFileSchema,
    description: "The animated counters of the home and Sustainability pages",
    collection: "lists",
  },
  {
    name: "disciplines",
    label: "Disciplines",
    file: "app/content/disciplines.json",
    schema: disciplinesFileSchema,
    description: `The titles in the menu, the tiles of /disciplines and each discipline's page (their addresses are the developers'); ${brandHint}`,
    collection: "lists",
  },
  {
    name: "features",
    label: "Icon tiles",
    file: "app/content/features.json",
    schema: featuresFileSchema,
    description: "The Foodservice page's trends and the Life at page's benefits",
    collection: "lists",
  },
  {
    name: "tech-stack",
    label: "Tech stack",
    file: "app/content/tech-stack.json",
    schema: techStackFileSchema,
    description: "The Technology page's tech stack groups",
    collection: "lists",
  },
  {
    name: "pages",
    label: "Page headings",
    file: "app/content/pages.json",
    schema: pagesFileSchema,
    description: `Each page's heading, breadcrumb, introduction and search title and description, by page; ${brandHint}`,
    collection: "pages",
  },
  {
    name: "about",
    label: "About page",
    file: "app/content/about.json",
    schema: aboutSchema,
    description: `The About page (/about); write its founding year as {foundedYear} and the parent's website as {parentWebsite}, shown as {parentWebsiteLabel}; ${brandHint}`,
    collection: "pages",
  },
  {
    name: "academy",
    label: "Academy page",
    file: "app/content/academy.json",
    schema: academySchema,
    description: `The Academy page: the programme, its facts, slides, modules and questions (FAQ); ${brandHint}`,
    collection: "pages",
  },
  {
    name: "life-at",
    label: "Life at page",
    file: "app/content/life-at.json",
    schema: lifeAtFileSchema,
    description: `The Life at page (its benefits' tiles are in Lists, Icon tiles); ${brandHint}`,
    collection: "pages",
  },
  {
    name: "technology",
    label: "Technology page",
    file: "app/content/technology.json",
    schema: technologySchema,
    description: `The Technology page (its tech stack and team talks are in Lists); ${brandHint}`,
    collection: "pages",
  },
  {
    name: "sustainability",
    label: "Sustainability page",
    file: "app/content/sustainability.json",
    schema: sustainabilityFileSchema,
    description: `The Sustainability page (its counters are in Lists, Counters); ${brandHint}`,
    collection: "pages",
  },
  {
    name: "food-services",
    label: "Foodservice page",
    file: "app/content/food-services.json",
    schema: foodServiceSchema,
    description: `The Foodservice page (its trends' tiles are in Lists, Icon tiles); ${brandHint}`,
    collection: "pages",
  },
  {
    name: "history",
    label: "History page",
    file: "app/content/history.json",
    schema: historyFileSchema,
    description: `The milestones of /history, oldest first; ${brandHint}`,
    collection: "pages",
  },
  {
    name: "accessibility",
    label: "Accessibility statement",
    file: "app/content/accessibility.json",
    schema: statementSchema,
    description: `The accessibility statement (/accessibility): write the phone number as {phone}`,
    collection: "pages",
  },
  {
    name: "vacancy-alerts",
    label: "Vacancy alerts' steps",
    file: "app/content/vacancy-alerts.json",
    schema: alertStepsFileSchema,
    description: `The pages after a sign-up for vacancy alerts and where its emails lead, from "Check your email" to "Unsubscribed" (the sign-up page is in Pages); ${brandHint}`,
    collection: "pages",
  },
  {
    name: "not-found",
    label: "Not found page",
    file: "app/content/not-found.json",
    schema: pageSchema,
    description: `The page a visitor sees at an address the site does not have`,
    collection: "pages",
  },
];

export type DerivedConfig = {
  /** Decap CMS's configuration object (`CMS.init({ config })`). */
  config: Record<string, unknown>;
  /** Each field's own schema by its key ("posts.seo.title"), for the editor's inline checks. */
  registry: Map<string, z.ZodType>;
};

/**
 * The editor's configuration, derived from the collections' zod schemas: labels from the keys, hints from
 * `.describe()`, required fields, patterns with the schema's own message, bounds, options and list shapes.
 */
export function cmsConfig({
  backend,
  editorialWorkflow = false,
}: {
  backend: CmsBackend;
  editorialWorkflow?: boolean;
}): DerivedConfig {
  const registry = new Map<string, z.ZodType>();
  const collections = editorCollections.map((collection) => {
    const name = collection.source.folder;
    const omitted = new Set(collection.omit ?? []);
    const pictures = new Set(collection.pictures ?? []);
    const adapt = collection.adapt ?? ((field: CmsField) => field);
    const altTexts = new Set(collection.altTexts ?? []);
    const fields = fieldsOf(collection.source.schema, name, registry, omitted).map((field) =>
      adapt(
        pictures.has(field.name) ? pictureField(field) : altTexts.has(field.name) ? altTextField(field) : field,
        registry,
      ),
    );
    return {
      name,
      label: collection.label,
      label_singular: collection.labelSingular,
      description: collection.description,
      folder: `app/content/${collection.source.folder}`,
      extension: "md",
      format: "frontmatter",
      create: true,
      delete: false,
      slug: collection.slug,
      identifier_field: collection.identifier,
      ...(collection.summary ? { summary: collection.summary } : {}),
      fields: [...fields, bodyField],
    };
  });
  const files = fileCollections.map(({ name: collection, label, description }) => ({
    name: collection,
    label,
    description,
    format: "json",
    files: editorFiles
      .filter((file) => collectionOf(file) === collection)
      .map(({ name, label, file, schema, description }) => ({
        name,
        label,
        file,
        description,
        fields: fieldsOf(schema, name, registry),
      })),
  }));
  return {
    registry,
    config: {
      backend,
      load_config_file: false,
      ...(editorialWorkflow ? { publish_mode: "editorial_workflow" } : {}),
      media_folder: "art",
      public_folder: "",
      slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
      collections: [...collections, ...files.filter((collection) => collection.files.length > 0)],
    },
  };
}

/** The local git backend's address: decap-server, which `npm run cms` starts (CMS_PROXY_PORT, default 8081). */
export const localProxyUrl = (port = 8081) => `http://127.0.0.1:${port}/api/v1`;

/**
 * The editor's backend from CMS_BACKEND, read when /admin is built: unset or `local` is the local git backend
 * (`npm run cms`); `github:owner/repo`, `gitlab:group/repo` or `gitea:owner/repo`, each with an optional
 * `@branch` (default main), sign editors in through that git host. GitLab signs in with PKCE and needs
 * CMS_APP_ID (the OAuth application's id, not a secret). GitHub signs in through this project's server
 * (server/admin/sign-in.mjs, at /api/admin/sign-in): the forms API's origin (FORMS_API_ORIGIN) when the pages are
 * elsewhere, else the editor's own origin, found when it loads; `CMS_AUTH_URL` names another. `CMS_API_URL` is a
 * GitHub Enterprise Server's API (default https://api.github.com).
 */
export function parseCmsBackend(env: Record<string, string | undefined>): CmsBackend {
  const value = env.CMS_BACKEND?.trim() || "local";
  if (value === "local")
    return {
      name: "proxy",
      proxy_url: env.CMS_PROXY_URL || localProxyUrl(Number(env.CMS_PROXY_PORT || 8081)),
      // The branch the local repository has checked out: saves are commits on it.
      branch: env.CMS_BRANCH || "main",
    };
  const match = /^(github|gitlab|gitea):([\w.-]+(?:\/[\w.-]+)+)(?:@([\w./-]+))?$/.exec(value);
  if (!match)
    throw new Error(
      `CMS_BACKEND must be "local", or github:, gitlab: or gitea: followed by owner/repository (and @branch), not "${value}"`,
    );
  const [, name, repo, branch = "main"] = match as unknown as [string, "github" | "gitlab" | "gitea", string, string?];
  const backend: CmsBackend = { name, repo, branch };
  if (env.CMS_AUTH_URL) backend.base_url = env.CMS_AUTH_URL;
  if (name === "github") {
    backend.auth_endpoint = "api/admin/sign-in";
    const signIn = env.CMS_AUTH_URL || env.FORMS_API_ORIGIN;
    if (signIn) backend.base_url = new URL(signIn).origin;
    if (env.CMS_API_URL) backend.api_root = env.CMS_API_URL.replace(/\/+$/, "");
  }
  if (name === "gitlab") {
    if (!env.CMS_APP_ID)
      throw new Error("CMS_BACKEND=gitlab: needs CMS_APP_ID, the id of the GitLab OAuth application");
    backend.auth_type = "pkce";
    backend.app_id = env.CMS_APP_ID;
  }
  if (name === "gitea") {
    if (!env.CMS_AUTH_URL || !env.CMS_APP_ID)
      throw new Error(
        "CMS_BACKEND=gitea: needs CMS_AUTH_URL (the Gitea or Forgejo server) and CMS_APP_ID (its OAuth application's id)",
      );
    backend.api_root = `${new URL(env.CMS_AUTH_URL).origin}/api/v1`;
    backend.app_id = env.CMS_APP_ID;
  }
  return backend;
}

/** The origins the editor's policy lets it reach for a backend (server/security.mjs, adminContentSecurityPolicy). */
export function backendSources(backend: CmsBackend): { connect: string[]; img: string[] } {
  if (backend.name === "proxy") {
    const url = new URL(backend.proxy_url, "http://self.invalid");
    return { connect: url.origin === "http://self.invalid" ? [] : [url.origin], img: [] };
  }
  if (backend.name === "github")
    return {
      connect: [new URL(backend.api_root ?? "https://api.github.com").origin],
      img: ["https://avatars.githubusercontent.com"],
    };
  const origin = backend.base_url
    ? new URL(backend.base_url).origin
    : backend.name === "gitlab"
      ? "https://gitlab.com"
      : "";
  return { connect: origin ? [origin] : [], img: origin ? [origin] : [] };
}
