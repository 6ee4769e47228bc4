/** A turning ring for a button or status line at work: drawn in CSS, still for reduced motion. */
export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4.5 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
    />
  );
}
