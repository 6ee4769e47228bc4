import type { z } from "zod";

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
    .map((issue) => `  - ${issue.path.length ? issue.path.join(".") : "(entry)"}: ${issue.message}`)
    .join("\n");
  throw new Error(`Content error in collection "${collection}", entry "${entry}":\n${problems}`);
}
