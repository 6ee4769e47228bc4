/**
 * The one place a form hands over its values (PRODUCT.md "Forms"). The site sends nothing anywhere:
 * the default sink writes the values to the console, as the draft did. A deployment that has an
 * endpoint replaces the sink once, at start-up, with `setSubmissionSink`; tests use the same seam.
 */
export type FormName = "contact" | "career-interest" | "academy-interest";

export type SubmissionValues = Record<string, unknown>;

/** Resolves when the values were accepted; rejects (with any error) when they were not. */
export type SubmissionSink = (formName: FormName, values: SubmissionValues) => Promise<void>;

/** Files cannot be printed usefully; their name, size and type say what would have been sent. */
export function describeValues(values: SubmissionValues): SubmissionValues {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      value instanceof File ? { name: value.name, size: value.size, type: value.type } : value,
    ]),
  );
}

export const consoleSink: SubmissionSink = async (formName, values) => {
  console.info(`Form "${formName}" submitted`, describeValues(values));
};

let sink: SubmissionSink = consoleSink;

/** Plugs in where submissions go; returns a function that puts the previous sink back. */
export function setSubmissionSink(next: SubmissionSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

export function submitForm(formName: FormName, values: SubmissionValues): Promise<void> {
  return sink(formName, values);
}
