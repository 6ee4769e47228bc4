// The content editor at /admin: Decap CMS, configured from the content's zod schemas, writing every change as a
// commit. Built apart from the site (vite.admin.config.ts): no public page loads any of this.
import CMS from "decap-cms-app";
import siteCss from "../app.css?inline";
import { slugify } from "../lib/slug.ts";
import { parseEntry } from "../content/validate.ts";
import {
  altTextFieldNames,
  cmsConfig,
  collectionOf,
  editorCollections,
  editorFiles,
  type CmsBackend,
} from "./cms-config.ts";
import { filePreviews } from "./page-previews.tsx";
import { PostPreview, VacancyPreview } from "./previews.tsx";
import { entryProblem, emptyOptionalPaths, withoutPaths } from "./validation.ts";
import { altTextLabelStyles, withSchemaCheck } from "./widgets.tsx";

type ImmutableMap = {
  get: (key: string) => unknown;
  getIn: (path: string[]) => unknown;
  deleteIn: (path: string[]) => ImmutableMap;
  setIn: (path: string[], value: unknown) => ImmutableMap;
  toJS: () => Record<string, unknown>;
};

const backend = JSON.parse(import.meta.env.CMS_BACKEND_CONFIG) as CmsBackend;
// GitHub's sign-in is this server's (/api/admin/sign-in) unless the build named another.
if (backend.name === "github" && !backend.base_url) backend.base_url = window.location.origin;
const { config, registry } = cmsConfig({ backend, editorialWorkflow: import.meta.env.CMS_EDITORIAL_WORKFLOW === "1" });

// Each text, number and choice is checked with its own schema as the editor types.
for (const name of ["string", "text", "number", "select"]) {
  const builtIn = CMS.getWidget(name);
  if (builtIn)
    CMS.registerWidget(name, withSchemaCheck(builtIn.control as never, registry) as never, builtIn.preview as never);
}

// A picture's alt text: a line of text, checked like the rest, whose label does not call it optional.
const stringWidget = CMS.getWidget("string");
if (stringWidget)
  CMS.registerWidget({
    name: "alt-text",
    controlComponent: withSchemaCheck(stringWidget.control as never, registry),
    previewComponent: stringWidget.preview,
    globalStyles: altTextLabelStyles(altTextFieldNames),
  } as never);

// Before anything is written: the entry as the build will read it, checked by the build's own code. A refusal
// stops the save (no commit) and the editor shows the build's message.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }: { entry: ImmutableMap }) => {
    let data = entry.get("data") as ImmutableMap;
    const file = editorFiles.find((f) => collectionOf(f) === entry.get("collection") && f.name === entry.get("slug"));
    if (file) {
      const empty = emptyOptionalPaths(file.schema, data.toJS());
      for (const path of empty) data = data.deleteIn(path);
      // Throws the build's own message, naming the file and the field.
      parseEntry(file.name, file.file.split("/").pop() as string, file.schema, data.toJS());
      return data;
    }
    const collection = editorCollections.find((c) => c.source.folder === entry.get("collection"));
    if (!collection) return data;
    const plain = data.toJS();
    const { body = "", ...frontMatter } = plain as { body?: string } & Record<string, unknown>;
    const empty = emptyOptionalPaths(collection.source.schema, frontMatter);
    for (const path of empty) data = data.deleteIn(path);
    const slug = String(entry.get("slug") || "") || slugOf(entry, collection.identifier);
    const problem = entryProblem(collection.source, slug, withoutPaths(frontMatter, empty), String(body));
    if (problem) throw new Error(problem);
    return data;
  },
} as never);

/** A new entry has no file name yet: it is named after its identifier field, as the build expects. */
const slugOf = (entry: ImmutableMap, identifier: string) => slugify(String(entry.getIn(["data", identifier]) ?? ""));

// The previews draw with the site's own components and stylesheet.
CMS.registerPreviewStyle(siteCss, { raw: true });
CMS.registerPreviewTemplate("posts", PostPreview as never);
CMS.registerPreviewTemplate("vacancies", VacancyPreview as never);
// Each content file as the pages that show it draw it (page-previews.test.tsx fails for a file without one).
for (const file of editorFiles) CMS.registerPreviewTemplate(file.name, filePreviews[file.name] as never);

CMS.init({ config: config as never });
