import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { withBrandDeep } from "../content/brand-text.ts";
import { parseEntry } from "../content/validate.ts";
import { cmsConfig, collectionOf, editorFiles, parseCmsBackend } from "./cms-config.ts";
import type { CmsField } from "./fields.ts";

const { config } = cmsConfig({ backend: parseCmsBackend({}) });
type FileEntry = { name: string; file: string; fields: CmsField[] };
const collections = config.collections as { name: string; files?: FileEntry[] }[];
const root = join(import.meta.dirname, "../..");

/** A schema's keys as a tree: an object's keys with their own trees, a list's item tree, null for a value. */
function schemaTree(schema: z.ZodType): unknown {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (["optional", "default", "nullable", "prefault", "readonly"].includes(def.type as string))
    return schemaTree(def.innerType as z.ZodType);
  if (def.type === "pipe") return schemaTree(def.in as z.ZodType);
  if (def.type === "array") return [schemaTree(def.element as z.ZodType)];
  if (def.type === "object")
    return Object.fromEntries(
      Object.entries(def.shape as Record<string, z.ZodType>).map(([key, inner]) => [key, schemaTree(inner)]),
    );
  return null;
}

/** The editor's fields as the same tree. */
function fieldTree(field: CmsField): unknown {
  const inner = field.fields
    ? Object.fromEntries(field.fields.map((f) => [f.name, fieldTree(f)]))
    : field.field
      ? fieldTree(field.field)
      : null;
  return field.widget === "list" ? [inner] : inner;
}

describe("the editor's content files", () => {
  it("cover every content file of app/content/, each in the editor's collection it names", () => {
    const onDisk = readdirSync(join(root, "app/content"))
      .filter((name) => name.endsWith(".json") && !name.endsWith(".generated.json"))
      .map((name) => `app/content/${name}`)
      .sort();
    expect(editorFiles.map((f) => f.file).sort()).toEqual(onDisk);
    for (const file of editorFiles) {
      const entries = collections.find((c) => c.name === collectionOf(file))?.files ?? [];
      expect(entries.find((entry) => entry.name === file.name)?.file, file.name).toBe(file.file);
    }
  });

  it("have a field for every key of the file's schema, in the schema's order, down to each list's items", () => {
    for (const file of editorFiles) {
      const entry = collections.flatMap((c) => c.files ?? []).find((f) => f.name === file.name) as FileEntry;
      const fields = Object.fromEntries(entry.fields.map((f) => [f.name, fieldTree(f)]));
      expect(fields, file.file).toEqual(schemaTree(file.schema));
      expect(Object.keys(fields), file.file).toEqual(Object.keys(schemaTree(file.schema) as object));
    }
  });

  it("hold files the build takes, as they are in the repository", () => {
    for (const file of editorFiles) {
      expect(existsSync(join(root, file.file)), file.file).toBe(true);
      const data = JSON.parse(readFileSync(join(root, file.file), "utf8")) as unknown;
      expect(() => parseEntry(file.name, file.file, file.schema, withBrandDeep(data))).not.toThrow();
    }
  });

  it("derive the lists' bounds and hints from the schemas", () => {
    const entry = (name: string) => collections.flatMap((c) => c.files ?? []).find((f) => f.name === name) as FileEntry;
    const awards = entry("awards").fields[0] as CmsField;
    expect(awards).toMatchObject({ name: "awards", widget: "list" });
    expect(awards.fields?.find((f) => f.name === "year")).toMatchObject({ widget: "number", min: 2020, max: 2024 });
    const technologies = entry("tech-stack").fields[0]?.fields?.find((f) => f.name === "technologies");
    expect(technologies).toMatchObject({ widget: "list", min: 5, max: 8 });
    const icon = entry("features").fields[0]?.fields?.find((f) => f.name === "icon");
    expect(icon?.widget).toBe("select");
    expect(entry("stats").fields.map((f) => f.hint)).toEqual([
      "Home page counters: figures of the parent group's last financial year",
      "Sustainability counters: totals of the employee-led programme since it began",
    ]);
  });
});
