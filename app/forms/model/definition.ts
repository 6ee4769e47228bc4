/**
 * What a form is, said once, as plain data the browser and the server's forms API both load as it is: so no
 * React, no `~/` alias, and only erasable TypeScript (Node strips the types).
 */

import type { Page } from "../../content/schemas.ts";

/** The inboxes the server is configured with: which one receives a form. */
export type Inbox = "contact" | "careers" | "academy";

/** What a field asks the visitor to do when it is wrong; the defaults are the forms' common words. */
export type FieldMessages = {
  /** The message for an empty required field; a field without one is optional. */
  required?: string;
  /** The message for a value of the wrong shape (an address, a number, a choice not on the list). */
  invalid?: string;
  /** The message for a value over `maxLength`; by default "Keep this under N characters". */
  tooLong?: string;
  /** The message for a control character (a line break in a one-line field). */
  lines?: string;
  /** The advice in the error summary of a post made without script; by default drawn from the others. */
  summary?: string;
};

type Base<K extends string> = {
  kind: K;
  /** The wire name: the control's name, the post's key, the stored field's. */
  name: string;
  /** The visible label; a consent box's sentence is its purpose, and "Consent" names it in a summary. */
  label: string;
  hint?: string;
  messages: FieldMessages;
};

/** One line, several (`textarea`), an address (`email`), or a full web link (`url`). */
export type TextFieldDefinition = Base<"text" | "email" | "textarea" | "url"> & {
  maxLength: number;
  autoComplete?: string;
  /** A textarea's height. */
  rows?: number;
  /** Across both columns, as a textarea always is: a vacancy's question may be long. */
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

/** What the team's mail and the visitor's confirmation say; `role` is the vacancy's title or "Open application". */
export type MailWording = {
  /** Names the form in the team's subject and first line ("Contact message"). */
  title: string;
  /** After the title in the subject: what it is about. */
  about: (submission: { display: (name: string) => string; role: string }) => string;
  /** The confirmation's one sentence of thanks. */
  thanks: (submission: { role: string }) => string;
};

/** What a form says on the page around its fields, and once it is sent; `position` is the vacancy's title. */
export type FormWording = {
  /** A heading the form brings itself (a page's form); a dialog's form has the dialog's title instead. */
  heading?: string;
  submit: string;
  sent: {
    /** Without a name and a position, the heading of the sent page a post made without script lands on. */
    heading: (sent: { firstName?: string; position?: string }) => string;
    text: (sent: { email: string }) => string;
    /** The page's form offers to send another; a dialog's form closes instead. */
    again?: string;
  };
};

type Link = { readonly label: string; readonly to: string };

/**
 * The page a post made without script lands on once accepted: its breadcrumb, opening line and titles
 * (checked as every page's content is), what happens next, and the two ways on.
 */
export type SentPageWording = Omit<Page, "heading"> & {
  /** After the confirmation email, which every form sends. */
  steps: readonly string[];
  actions: readonly [main: Link, other: Link];
};

export type FormDefinition<N extends string = string> = {
  name: N;
  fields: readonly FieldDefinition[];
  /** The word for what is sent: "message", "application", "registration". */
  thing: string;
  /** The form's page, and the page a post made without script lands on once accepted (with `?ref=`). */
  page: string;
  sentPath?: string;
  /** Which configured inbox receives it, and where a visitor writes instead when it cannot be sent. */
  inbox: Inbox;
  /** The heading a copy of the site without a forms API shows instead of the form. */
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
