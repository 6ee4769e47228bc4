import type { z } from "zod";
import { policyCollection } from "../content/collections/policies.ts";
import { postCollection } from "../content/collections/posts.ts";
import { vacancyCollection } from "../content/collections/vacancies.ts";
import { brandSchema } from "../content/brand.ts";
import { homeSchema } from "../content/schemas.ts";
import type { MarkdownCollection } from "../content/markdown.ts";
import { fieldsOf, type CmsField } from "./fields.ts";

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
};

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

/** One content file (JSON) of the site's pages and facts, as the editor shows it; the build reads it through `schema`. */
export type EditorFile = { name: string; label: string; file: string; schema: z.ZodType; description: string };

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
    const fields = fieldsOf(collection.source.schema, name, registry, omitted);
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
  const site = {
    name: "site",
    label: "Site",
    description: "The site's pages and the company's facts",
    format: "json",
    editor: { preview: false },
    files: editorFiles.map(({ name, label, file, schema, description }) => ({
      name,
      label,
      file,
      description,
      fields: fieldsOf(schema, name, registry),
    })),
  };
  return {
    registry,
    config: {
      backend,
      load_config_file: false,
      ...(editorialWorkflow ? { publish_mode: "editorial_workflow" } : {}),
      media_folder: "art",
      public_folder: "",
      slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
      collections: [...collections, site],
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
