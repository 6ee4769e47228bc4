/**
 * The sign-up's field names and messages, without the schema: the page shows them before its checking
 * code has loaded (a refused script-free post's `?error=`). Messages say what to do.
 */
export const alertFieldNames = ["email", "departments", "levels", "location", "consent"] as const;
export type AlertFieldName = (typeof alertFieldNames)[number];

export const alertMessages = {
  emailMissing: "Enter your email address",
  emailInvalid: "Enter a valid email address, like name@example.com",
  emailLong: "Keep your email address under 254 characters",
  departments: "Choose departments from the list",
  levels: "Choose seniority levels from the list",
  location: "Keep the location under 100 characters",
  consent: "Confirm that we may email you vacancy alerts",
} as const satisfies Record<string, string>;

/** The message a field gets when only its name is known (a script-free post sent back with `?error=`). */
export const alertFieldMessage: Record<AlertFieldName, string> = {
  email: alertMessages.emailInvalid,
  departments: alertMessages.departments,
  levels: alertMessages.levels,
  location: alertMessages.location,
  consent: alertMessages.consent,
};
