import type { FormName } from "./model/definitions/index";

/** Stable, so an error summary can link to a field and the code arriving after the first paint finds its form. */
export const formId = (form: FormName) => `${form}-form`;
export const fieldId = (form: FormName, field: string) => `${form}-${field}`;
