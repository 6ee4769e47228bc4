import type { z } from "zod";

/**
 * One field of the editor's configuration (Decap CMS's field format), derived from the zod schema the build
 * validates the same content with: nothing here is written a second time.
 */
export type CmsField = {
  name: string;
  label: string;
  /** A list's name for one of its items ("Add place"). */
  label_singular?: string;
  widget:
    | "string"
    | "text"
    | "markdown"
    | "number"
    | "boolean"
    | "select"
    | "object"
    | "list"
    | "image"
    | "hidden"
    | "alt-text";
  required: boolean;
  hint?: string;
  /** The schema's first regular expression and its own message, checked as the editor types. */
  pattern?: [string, string];
  /** Numbers: the bounds; lists: the number of items. */
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  /** A select's choices: each a value, or a value shown under a label of its own. */
  options?: (string | { label: string; value: string })[];
  default?: unknown;
  fields?: CmsField[];
  field?: CmsField;
  collapsed?: boolean;
  /** A list's line for a collapsed item: for a list of texts, the text itself (Decap would show "Item"). */
  summary?: string;
  /** The key of the field's own schema in the editor's registry (`schemaRegistry`), for its inline check. */
  schema?: string;
  /** The image widget: one file, from the media folder. */
  choose_url?: boolean;
  media_library?: { allow_multiple?: boolean; config: { multiple?: boolean; max_file_size?: number } };
};

/** "lastModified" -> "Last modified", "check-email" -> "Check email", "seo" -> "SEO": the label a key reads as. */
export function labelOf(name: string): string {
  if (["seo", "url", "id", "ats", "faq"].includes(name)) return name.toUpperCase();
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replaceAll("-", " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Team talks" -> "Team talk", "Technologies" -> "Technology": a list's label for one item, for its Add button. */
export function singularOf(label: string): string | undefined {
  if (/ies$/.test(label)) return label.replace(/ies$/, "y");
  return /[^s]s$/.test(label) ? label.slice(0, -1) : undefined;
}

/** A zod definition's parts this module reads (zod 4's `def`), typed loosely: only what is present is used. */
type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string>;
  defaultValue?: unknown;
  checks?: { _zod: { def: CheckDef } }[];
};
type CheckDef = {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  error?: (issue: { input: unknown; code: string }) => unknown;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/** The schema under its wrappers (optional, default, refinements), whether it may be left out, and its default. */
export function unwrap(schema: z.ZodType): { core: z.ZodType; optional: boolean; defaultValue?: unknown } {
  let core = schema;
  let optional = false;
  let defaultValue: unknown;
  for (;;) {
    const def = defOf(core);
    if (def.type === "optional" || def.type === "nullable") optional = true;
    else if (def.type === "default" || def.type === "prefault") {
      optional = true;
      defaultValue = def.defaultValue;
    } else if (def.type !== "pipe" && def.type !== "readonly") break;
    const next = def.innerType ?? def.in;
    if (!next) break;
    core = next;
  }
  return { core, optional, defaultValue };
}

/** The description of a field: on its wrapper (`.optional().describe()`) or on the schema under it. */
function descriptionOf(schema: z.ZodType): string | undefined {
  let current: z.ZodType | undefined = schema;
  while (current) {
    if (current.description) return current.description;
    const def = defOf(current);
    current = def.innerType ?? def.in;
  }
  return undefined;
}

const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);

/** The message a check writes itself (`regex(re, "must be...")`), or undefined when zod's default is used. */
function ownMessage(check: CheckDef): string | undefined {
  const message = check.error?.({ input: "", code: "invalid_format" });
  return typeof message === "string" ? message : undefined;
}

/** Strings longer than this, or open-ended, are edited in a box of several lines. */
const LONG_TEXT = 160;

/**
 * The editor's field for one key of a zod object. `key` names the field's schema in the registry, so the editor
 * checks each value with the very schema the build uses (app/admin/validation.ts).
 */
export function fieldOf(name: string, schema: z.ZodType, key: string, registry: Map<string, z.ZodType>): CmsField {
  const { core, optional, defaultValue } = unwrap(schema);
  const def = defOf(core);
  const hint = descriptionOf(schema);
  const base = {
    name,
    label: labelOf(name),
    required: !optional,
    ...(hint ? { hint } : {}),
    ...(defaultValue !== undefined ? { default: defaultValue } : {}),
  };
  switch (def.type) {
    case "string": {
      registry.set(key, schema);
      const checks = checksOf(core);
      const regex = checks.find((check) => check.format === "regex" || check.format === "starts_with");
      const message = regex && ownMessage(regex);
      const max =
        checks.find((check) => check.check === "max_length")?.maximum ??
        checks.find((check) => check.check === "length_equals")?.length;
      return {
        ...base,
        // One line for a short or patterned value (a date, a slug, an address); a box for prose.
        widget: (max !== undefined && max <= LONG_TEXT) || (max === undefined && regex) ? "string" : "text",
        schema: key,
        ...(regex?.pattern && message ? { pattern: [regex.pattern.source, message] as [string, string] } : {}),
      };
    }
    case "number": {
      registry.set(key, schema);
      const checks = checksOf(core);
      const min = checks.find((check) => check.check === "greater_than" && check.inclusive)?.value;
      const max = checks.find((check) => check.check === "less_than" && check.inclusive)?.value;
      const integer = checks.some((check) => check.format === "safeint" || check.format === "int32");
      return {
        ...base,
        widget: "number",
        value_type: integer ? "int" : "float",
        schema: key,
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
    }
    case "boolean":
      registry.set(key, schema);
      return { ...base, widget: "boolean", schema: key };
    case "enum":
      registry.set(key, schema);
      return { ...base, widget: "select", options: Object.values(def.entries ?? {}), schema: key };
    case "object":
      registry.set(key, schema);
      return { ...base, widget: "object", collapsed: false, fields: fieldsOf(core, key, registry), schema: key };
    case "array": {
      registry.set(key, schema);
      const element = def.element as z.ZodType;
      const checks = checksOf(core);
      const exact = checks.find((check) => check.check === "length_equals")?.length;
      const min = exact ?? checks.find((check) => check.check === "min_length")?.minimum;
      const max = exact ?? checks.find((check) => check.check === "max_length")?.maximum;
      const singular = singularOf(base.label);
      const bounds = {
        ...(singular ? { label_singular: singular } : {}),
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
      const item = unwrap(element).core;
      if (defOf(item).type === "object")
        return { ...base, widget: "list", ...bounds, fields: fieldsOf(item, `${key}[]`, registry), schema: key };
      return {
        ...base,
        widget: "list",
        ...bounds,
        field: fieldOf("item", element, `${key}[]`, registry),
        summary: "{{fields.item}}",
        schema: key,
      };
    }
    default:
      throw new Error(
        `The editor cannot show the field "${key}" (a zod ${def.type}): describe how in app/admin/fields.ts`,
      );
  }
}

/** The fields of a zod object, in the schema's order, but those `omit` names. */
export function fieldsOf(
  schema: z.ZodType,
  key: string,
  registry: Map<string, z.ZodType>,
  omit: ReadonlySet<string> = new Set(),
): CmsField[] {
  const { core } = unwrap(schema);
  const shape = defOf(core).shape;
  if (!shape) throw new Error(`${key} is not an object schema`);
  return Object.entries(shape)
    .filter(([name]) => !omit.has(name))
    .map(([name, field]) => fieldOf(name, field, `${key}.${name}`, registry));
}
