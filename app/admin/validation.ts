import type { z } from "zod";
import type { MarkdownCollection } from "../content/markdown.ts";
import { parseEntry } from "../content/validate.ts";
import { unwrap } from "./fields.ts";

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * The paths of the values an editor left empty in fields the schema lets be left out: the editor writes them as
 * `""` or `[]`, which the build would refuse, while leaving the key out is what a writer of the file means.
 */
export function emptyOptionalPaths(schema: z.ZodType, data: unknown, prefix: string[] = []): string[][] {
  const { core } = unwrap(schema);
  const shape = (core as unknown as { def: { shape?: Record<string, z.ZodType> } }).def.shape;
  if (!shape || !data || typeof data !== "object" || Array.isArray(data)) return [];
  return Object.entries(shape).flatMap(([key, field]) => {
    const value = (data as Record<string, unknown>)[key];
    if (!(key in (data as object))) return [];
    if (isEmpty(value) && unwrap(field).optional) return [[...prefix, key]];
    const nested = emptyOptionalPaths(field, value, [...prefix, key]);
    // An optional object whose every value was left empty is left out whole.
    if (nested.length > 0 && unwrap(field).optional && typeof value === "object" && value) {
      const kept = Object.keys(value).filter((inner) => !nested.some((path) => path[path.length - 1] === inner));
      if (kept.every((inner) => isEmpty((value as Record<string, unknown>)[inner]))) return [[...prefix, key]];
    }
    return nested;
  });
}

/** The data without the paths given. */
export function withoutPaths(data: Record<string, unknown>, paths: string[][]): Record<string, unknown> {
  const copy = structuredClone(data);
  for (const path of paths) {
    let target: Record<string, unknown> | undefined = copy;
    for (const key of path.slice(0, -1)) target = target?.[key] as Record<string, unknown> | undefined;
    if (target) delete target[path[path.length - 1] as string];
  }
  return copy;
}

/**
 * What the build would say about this entry, or undefined when it takes it: the same schema, the same check across
 * fields and the same words ("Content error in collection ..., entry ...: - field: message"). `data` is the front
 * matter as the editor holds it, `body` the Markdown text.
 */
export function entryProblem(
  collection: MarkdownCollection<z.ZodType>,
  slug: string,
  data: Record<string, unknown>,
  body: string,
): string | undefined {
  const entry = `${slug}.md`;
  try {
    const parsed = parseEntry(collection.folder, entry, collection.schema, data) as object;
    const problems: string[] = [];
    if (!body.trim()) problems.push("body: is empty");
    const crossField = collection.check?.(Object.assign({}, parsed, { slug, body }) as never);
    if (crossField) problems.push(crossField);
    if (problems.length === 0) return undefined;
    return `Content error in collection "${collection.folder}", entry "${entry}":\n${problems.map((p) => `  - ${p}`).join("\n")}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The schema's message for one field's value as the editor holds it, or undefined when the schema takes it. An
 * empty value of a field that may be left out is fine (it is left out of the file); of a required text, the
 * schema is asked about "" so its own words say what is missing ("Too small: expected string to have >=5
 * characters").
 */
export function fieldProblem(schema: z.ZodType, value: unknown): string | undefined {
  const { core, optional } = unwrap(schema);
  if (isEmpty(value)) {
    if (optional) return undefined;
    const type = (core as unknown as { def: { type: string } }).def.type;
    value = type === "string" ? "" : type === "array" ? [] : undefined;
  }
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return result.error.issues[0]?.message;
}
