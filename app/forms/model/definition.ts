// What a form is, as plain data the browser and the server both load as it is: no React, no `~/`, erasable TypeScript.

import type { Page } from "../../content/schemas.ts";

/** The inboxes the server is configured with: which one receives a form. */
type Inbox = "contact" | "careers" | "academy";

/**
 * What a field asks the visitor to do when it is wrong: `required` (a field without it is optional), `invalid`
 * (the wrong shape), `tooLong`, `lines` (a control character) and the error summary's `summary`; the defaults are
 * the forms' common words.
 */
type FieldMessages = { required?: string; invalid?: string; tooLong?: string; lines?: string; summary?: string };

type Base<K extends string> = {
  kind: K;
  /** The wire name: the control's name, the post's key, the stored field's. */
  name: string;
  /** The visible label; a consent box's sentence is its purpose, and "Consent" names it in a summary. */
  label: string;
  hint?: string;
  messages: FieldMessages;
};

/** One line, several (`textarea`, `rows` high), an address, or a web link; `wide`: across both columns. */
export type TextFieldDefinition = Base<"text" | "email" | "textarea" | "url"> & {
  maxLength: number;
  autoComplete?: string;
  rows?: number;
  wide?: boolean;
};

/** A phone number with its country: optional; when given, a possible number for the chosen country. */
export type PhoneFieldDefinition = Base<"phone">;

export type Option = { readonly value: string; readonly label: string };

/** A native select that starts on a disabled placeholder. */
export type SelectFieldDefinition = Base<"select"> & { placeholder: string; options: readonly Option[] };

/** A radio per option, none chosen at first (a vacancy's Yes or No). */
export type RadiosFieldDefinition = Base<"radios"> & { options: readonly Option[] };

/** The required box: "I agree that {company} {purpose}, as the privacy policy describes. {note}" */
export type ConsentFieldDefinition = Base<"consent"> & { purpose: string; note?: string };

/** An attached file, checked by its own rules (types, size, first bytes). */
export type FileFieldDefinition = Base<"file"> & { rule: "cv" };

/**
 * A group of boxes: its options given here, or from the site's content at run time (the alerts' departments).
 * The boxes post under the field's name, or each under its own (`boxNames`, in the options' order).
 */
export type CheckboxGroupFieldDefinition = Base<"checkboxes"> & {
  options?: readonly Option[];
  boxNames?: readonly string[];
};

/** The vacancy applied for, by its slug: a hidden field the page fills, shown by the role's title. */
export type VacancyFieldDefinition = Base<"vacancy"> & { maxLength: number };

export type FieldDefinition =
  | TextFieldDefinition
  | PhoneFieldDefinition
  | SelectFieldDefinition
  | RadiosFieldDefinition
  | ConsentFieldDefinition
  | FileFieldDefinition
  | CheckboxGroupFieldDefinition
  | VacancyFieldDefinition;

/**
 * What the team's mail (its `title`, then what it is `about`) and the visitor's confirmation (its one sentence of
 * `thanks`) say; `role` is the vacancy's title or "Open application".
 */
type MailWording = {
  title: string;
  about: (submission: { display: (name: string) => string; role: string }) => string;
  thanks: (submission: { role: string }) => string;
};

/**
 * What a form says around its fields (a page's form brings its `heading`, a dialog's has the dialog's title), and
 * once it is sent (a page's form offers to send `again`; a dialog's closes); `position` is the vacancy's title.
 */
export type FormWording = {
  heading?: string;
  submit: string;
  sent: {
    heading: (sent: { firstName?: string; position?: string }) => string;
    text: (sent: { email: string }) => string;
    again?: string;
  };
};

type Link = { readonly label: string; readonly to: string };

/** The page a post made without script lands on: its page content, the steps after the email, the two ways on. */
export type SentPageWording = Omit<Page, "heading"> & {
  steps: readonly string[];
  actions: readonly [main: Link, other: Link];
};

export type FormDefinition<N extends string = string> = {
  name: N;
  fields: readonly FieldDefinition[];
  /** The word for what is sent: "message", "application", "registration". */
  thing: string;
  /** The form's page, and where a post made without script lands once accepted (with `?ref=`). */
  page: string;
  sentPath?: string;
  /** The inbox that receives it, where a visitor writes when it cannot be sent (`unavailable` then heads it). */
  inbox: Inbox;
  unavailable: string;
  mail?: MailWording;
  wording?: FormWording;
  sentPage?: SentPageWording;
};

export const defaultMessages = {
  tooLong: (max: number) => `Keep this under ${max} characters`,
  singleLine: "Keep this on one line, without special characters",
  multiLine: "Remove the special characters",
} as const;

/** A thank-you heading's start: by name on the page, without one on the sent page of a post made without script. */
export const thanks = (firstName?: string) => (firstName ? `Thank you, ${firstName}.` : "Thank you.");

const formatted = (count: number) => count.toLocaleString("en-US");

/** What the error summary asks for a field, for a post that came back without script. */
export function adviceFor(field: FieldDefinition): string {
  const { summary, required, invalid } = field.messages;
  if (summary) return summary;
  if (field.kind === "text" || field.kind === "textarea")
    return required ?? `Keep the ${field.label.toLowerCase()} under ${formatted(field.maxLength)} characters`;
  return invalid ?? required ?? `Check the ${field.label.toLowerCase()}`;
}

/** The field of this name, if the form has one. */
export const fieldOf = (definition: FormDefinition, name: string): FieldDefinition | undefined =>
  definition.fields.find((field) => field.name === name);

/** The fields a visitor sees and fills in: every one but the vacancy the page fills in itself. */
export const shownFields = (definition: Pick<FormDefinition, "fields">): FieldDefinition[] =>
  definition.fields.filter((field) => field.kind !== "vacancy");

/** A form's values before anything is typed: "" for text, no file, the consent box unticked, no boxes ticked. */
export function emptyValuesOf(
  definition: Pick<FormDefinition, "fields">,
): Record<string, string | null | boolean | string[]> {
  return Object.fromEntries(
    shownFields(definition).map((field) => [
      field.name,
      field.kind === "file" ? null : field.kind === "consent" ? false : field.kind === "checkboxes" ? [] : "",
    ]),
  );
}

/** What a draft keeps: what was typed, chosen and ticked; files are kept apart. */
export const draftFieldsOf = (definition: FormDefinition): string[] =>
  shownFields(definition)
    .filter((field) => field.kind !== "file")
    .map((field) => field.name);

/** A select's option label for a stored value (the value itself when the list no longer has it). */
export function displayValue(field: FieldDefinition | undefined, value: unknown): string {
  if (field?.kind === "select") return field.options.find((option) => option.value === value)?.label ?? String(value);
  if (field?.kind === "consent") return "Given";
  return String(value);
}
