import type {
  ConsentFieldDefinition,
  PhoneFieldDefinition,
  TextFieldDefinition,
  VacancyFieldDefinition,
} from "../definition.ts";

/** A name, as the forms ask it: one line of up to 100 characters, required. */
const nameField = <N extends string>(name: N, label: string, autoComplete: string) =>
  ({
    kind: "text",
    name,
    label,
    maxLength: 100,
    autoComplete,
    messages: { required: `Enter your ${label.toLowerCase()}` },
  }) as const satisfies TextFieldDefinition;

/** An optional line of up to 200 characters, said the same way on the career and Academy forms. */
const optionalLine = <N extends string>(name: N, label: string, autoComplete: string) =>
  ({ kind: "text", name, label, maxLength: 200, autoComplete, messages: {} }) as const satisfies TextFieldDefinition;

/** The fields most forms share, each in the same words wherever it appears. */
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

/** Optional; when given it must be a possible number for its country. */
export const phone = {
  kind: "phone",
  name: "phone",
  label: "Phone number",
  messages: {
    invalid: "Enter a valid phone number for the chosen country",
    summary: "Enter a valid phone number; outside the US, start it with + and the country code",
  },
} as const satisfies PhoneFieldDefinition;

export const organisation = optionalLine("organisation", "Organisation", "organization");

export const location = optionalLine("location", "Location", "address-level2");

/** The message box: up to 5,000 characters; `messages` says whether the form requires it. */
export const messageField = (rows: number, messages: TextFieldDefinition["messages"]) =>
  ({
    kind: "textarea",
    name: "message",
    label: "Message",
    maxLength: 5000,
    rows,
    messages,
  }) as const satisfies TextFieldDefinition;

/** The career and Academy forms' message: optional, unlike the contact form's. */
export const interestMessage = messageField(5, { summary: "Keep your message under 5,000 characters" });

/** The career and Academy forms' consent: the contact form answers a question and asks none. */
export const answerConsent = {
  kind: "consent",
  name: "consent",
  label: "Consent",
  purpose: "may use my details to answer me",
  messages: { required: "Confirm that we may use your details to answer you" },
} as const satisfies ConsentFieldDefinition;

/** The vacancy's slug when an application comes from a vacancy page; "" for an open application. */
export const vacancy = {
  kind: "vacancy",
  name: "vacancy",
  label: "Vacancy",
  maxLength: 200,
  messages: {},
} as const satisfies VacancyFieldDefinition;
