// What a form is, as plain data the browser and the server both load as it is: no React, no `~/`, erasable TypeScript.

import type { Page } from "../../content/schemas.ts";

type Base<K extends string> = {
  kind: K;
  /** The wire name: the control's name, the post's key, the stored field's. */
  name: string;
  /** A consent box's sentence is its purpose; its label names it in a summary. */
  label: string;
  hint?: string;
  /** A field without `required` is optional; `lines` is for a control character; the rest have common words. */
  messages: { required?: string; invalid?: string; tooLong?: string; lines?: string; summary?: string };
};

/** `wide`: across both columns. */
export type TextFieldDefinition = Base<"text" | "email" | "textarea" | "url"> & {
  maxLength: number;
  autoComplete?: string;
  rows?: number;
  wide?: boolean;
};

export type Option = { readonly value: string; readonly label: string };

type Link = { readonly label: string; readonly to: string };

export type FieldDefinition =
  | TextFieldDefinition
  | Base<"phone">
  /** A native select that starts on a disabled placeholder. */
  | (Base<"select"> & { placeholder: string; options: readonly Option[] })
  | (Base<"radios"> & { options: readonly Option[] })
  /** The required box: "I agree that {company} {purpose}, as the privacy policy describes. {note}" */
  | (Base<"consent"> & { purpose: string; note?: string })
  /** The CV. */
  | Base<"file">
  /** Options given here or known only at run time; each ticked box posts its value under the field's name. */
  | (Base<"checkboxes"> & { options?: readonly Option[] })
  /** The vacancy's slug, a hidden field the page fills. */
  | (Base<"vacancy"> & { maxLength: number });

/** What a form says around its fields; a dialog's form has the dialog's title, not a `heading`, and no `again`. */
export type FormWording = {
  heading?: string;
  submit: string;
  sent: {
    heading: (sent: { firstName?: string; position?: string }) => string;
    text: (sent: { email: string }) => string;
    again?: string;
  };
};

/** The page a post made without script lands on. */
export type SentPageWording = Omit<Page, "heading"> & {
  steps: readonly string[];
  actions: readonly [main: Link, other: Link];
};

export type FormDefinition<N extends string = string> = {
  name: N;
  fields: readonly FieldDefinition[];
  /** The word for what is sent: "message", "application", "registration". */
  thing: string;
  page: string;
  /** Where a post made without script lands once accepted (with `?ref=`). */
  sentPath?: string;
  /** The configured inbox that receives the form, and that a visitor writes to when it cannot be sent. */
  inbox: "contact" | "careers" | "academy";
  unavailable: string;
  /** The team's mail and the visitor's confirmation; `role` is the vacancy's title or "Open application". */
  mail?: {
    title: string;
    about: (submission: { display: (name: string) => string; role: string }) => string;
    thanks: (submission: { role: string }) => string;
  };
  wording?: FormWording;
  sentPage?: SentPageWording;
};

/** A thank-you heading's start: by name on the page, without one on the sent page of a post made without script. */
export const thanks = (firstName?: string) => (firstName ? `Thank you, ${firstName}.` : "Thank you.");

/** What the error summary asks for a field, for a post that came back without script. */
export function adviceFor(field: FieldDefinition): string {
  const { summary, required, invalid } = field.messages;
  if (summary) return summary;
  if (field.kind === "text" || field.kind === "textarea")
    return (
      required ?? `Keep the ${field.label.toLowerCase()} under ${field.maxLength.toLocaleString("en-US")} characters`
    );
  return invalid ?? required ?? `Check the ${field.label.toLowerCase()}`;
}

export const fieldOf = (definition: FormDefinition, name: string): FieldDefinition | undefined =>
  definition.fields.find((field) => field.name === name);

/** The fields a visitor sees and fills in: every one but the vacancy the page fills in itself. */
export const shownFields = (definition: Pick<FormDefinition, "fields">): FieldDefinition[] =>
  definition.fields.filter((field) => field.kind !== "vacancy");

export const emptyValuesOf = (definition: Pick<FormDefinition, "fields">) =>
  Object.fromEntries(
    shownFields(definition).map(({ kind, name }) => [
      name,
      kind === "file" ? null : kind === "consent" ? false : kind === "checkboxes" ? [] : "",
    ]),
  );

/** What a draft keeps; files are kept apart, whatever the list. */
export const draftFieldsOf = (definition: FormDefinition): string[] => shownFields(definition).map(({ name }) => name);

/** A stored value as people read it: an option by its label (the value itself when the list no longer has it). */
export function displayValue(field: FieldDefinition | undefined, value: unknown): string {
  if (field?.kind === "consent") return "Given";
  const options = field && "options" in field ? (field.options ?? []) : [];
  const label = (item: unknown) => options.find((option) => option.value === item)?.label ?? String(item);
  return Array.isArray(value) ? value.map(label).join(", ") : label(value);
}
