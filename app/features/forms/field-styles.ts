/** The look every text control shares, matching the site's Select (app/components/ui/select.tsx). */
export const controlClass =
  "min-h-12 w-full rounded-xl border border-ink-muted/70 bg-white px-4 py-2.5 text-base text-ink shadow-xs transition-colors hover:border-brand-400 focus-visible:border-brand-600 aria-invalid:border-red-700";
