import type { FieldDefinition, TextFieldDefinition } from "../definition.ts";

// The fields most forms share, each in the same words wherever it appears.

const nameField = <N extends string>(name: N, label: string, autoComplete: string) =>
  ({
    kind: "text",
    name,
    label,
    maxLength: 100,
    autoComplete,
    messages: { required: `Enter your ${label.toLowerCase()}` },
  }) as const satisfies TextFieldDefinition;

export const optionalLine = <N extends string>(name: N, label: string, autoComplete: string) =>
  ({ kind: "text", name, label, maxLength: 200, autoComplete, messages: {} }) as const satisfies TextFieldDefinition;

export const firstName = nameField("firstName", "First name", "given-name");

export const lastName = nameField("lastName", "Last name", "family-name");

export const email = {
  kind: "email",
  name: "email",
  label: "Email",
  maxLength: 254,
  autoComplete: "email",
  messages: {
    required: "Enter your email address",
    invalid: "Enter a valid email address, like name@example.com",
  },
} as const satisfies TextFieldDefinition;

export const phone = {
  kind: "phone",
  name: "phone",
  label: "Phone number",
  messages: {
    invalid: "Enter a valid phone number for the chosen country",
    summary: "Enter a valid phone number; outside the US, start it with + and the country code",
  },
} as const satisfies FieldDefinition;

export const organisation = optionalLine("organisation", "Organisation", "organization");

export const location = optionalLine("location", "Location", "address-level2");

/** `messages` says whether the form requires the message. */
export const messageField = (rows: number, messages: TextFieldDefinition["messages"]) =>
  ({
    kind: "textarea",
    name: "message",
    label: "Message",
    maxLength: 5000,
    rows,
    messages,
  }) as const satisfies TextFieldDefinition;

export const interestMessage = messageField(5, { summary: "Keep your message under 5,000 characters" });

/** The career and Academy forms' consent: the contact form answers a question and asks none. */
export const answerConsent = {
  kind: "consent",
  name: "consent",
  label: "Consent",
  purpose: "may use my details to answer me",
  messages: { required: "Confirm that we may use your details to answer you" },
} as const satisfies FieldDefinition;

/** What the career and Academy forms ask first, in this order. */
export const interestFields = [firstName, lastName, organisation, phone, email, location, interestMessage] as const;

/** "" for an open application. */
export const vacancy = {
  kind: "vacancy",
  name: "vacancy",
  label: "Vacancy",
  maxLength: 200,
  messages: {},
} as const satisfies FieldDefinition;
