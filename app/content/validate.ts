import type { z } from "zod";

/**
 * A field's path as an editor finds it: "questions[notice-period].options" names an item of a list by its `id`
 * when it has one, "locations.1.city" by its position otherwise.
 */
export function fieldPath(path: readonly PropertyKey[], data: unknown): string {
  let text = "";
  let value = data;
  for (const key of path) {
    const item = value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined;
    const id = item && typeof item === "object" ? (item as { id?: unknown }).id : undefined;
    if (typeof key === "number" && typeof id === "string" && id) text += `[${id}]`;
    else text += `${text ? "." : ""}${String(key)}`;
    value = item;
  }
  return text || "(entry)";
}

/**
 * Parses one content entry and fails with a message naming the collection, the entry and the field,
 * so a bad edit stops the build with a sentence an editor can act on.
 */
export function parseEntry<S extends z.ZodType>(
  collection: string,
  entry: string,
  schema: S,
  data: unknown,
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((issue) => `  - ${fieldPath(issue.path, data)}: ${issue.message}`)
    .join("\n");
  throw new Error(`Content error in collection "${collection}", entry "${entry}":\n${problems}`);
}
