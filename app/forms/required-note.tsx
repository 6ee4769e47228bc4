/** Says once, at the top of a form, what the star next to a label means. */
export function RequiredNote() {
  return (
    <p className="text-sm text-ink-muted">
      Fields marked <span className="font-semibold text-red-700">*</span> are required.
    </p>
  );
}
