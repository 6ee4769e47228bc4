import type { FormName } from "./model/definitions/index";

/**
 * Stable, so an error summary on the page can link to a field, and the code that arrives after the first paint
 * can find the form it takes over.
 */
export const formId = (form: FormName) => `${form}-form`;
export const fieldId = (form: FormName, field: string) => `${form}-${field}`;
