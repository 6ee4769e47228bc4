import type {
  ConsentFieldDefinition,
  PhoneFieldDefinition,
  TextFieldDefinition,
  VacancyFieldDefinition,
} from "../definition.ts";

/** The fields most forms share, each in the same words wherever it appears. */
export const firstName = {
  kind: "text",
  name: "firstName",
  label: "First name",
  maxLength: 100,
  autoComplete: "given-name",
  messages: { required: "Enter your first name" },
} as const satisfies TextFieldDefinition;

export const lastName = {
  kind: "text",
  name: "lastName",
  label: "Last name",
  maxLength: 100,
  autoComplete: "family-name",
  messages: { required: "Enter your last name" },
} as const satisfies TextFieldDefinition;

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

/**
 * Optional; when given it must be a possible number for its country. The phone field sends E.164 once
 * its script runs; a post made without script sends the digits as typed with the chosen country.
 */
export const phone = {
  kind: "phone",
  name: "phone",
  label: "Phone number",
  messages: {
    invalid: "Enter a valid phone number for the chosen country",
    summary: "Enter a valid phone number; outside the US, start it with + and the country code",
  },
} as const satisfies PhoneFieldDefinition;

export const organisation = {
  kind: "text",
  name: "organisation",
  label: "Organisation",
  maxLength: 200,
  autoComplete: "organization",
  messages: {},
} as const satisfies TextFieldDefinition;

export const location = {
  kind: "text",
  name: "location",
  label: "Location",
  maxLength: 200,
  autoComplete: "address-level2",
  messages: {},
} as const satisfies TextFieldDefinition;

/** The career and Academy forms' message: optional, unlike the contact form's. */
export const interestMessage = {
  kind: "textarea",
  name: "message",
  label: "Message",
  maxLength: 5000,
  rows: 5,
  messages: { summary: "Keep your message under 5,000 characters" },
} as const satisfies TextFieldDefinition;

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
