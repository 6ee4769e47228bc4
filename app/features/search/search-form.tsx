import { useId } from "react";
import { Form } from "react-router";
import { Icon } from "~/components/ui/icon";
import { paths } from "~/config/paths";

/** The results page's own search box: a GET form, so it also works before the app has hydrated. */
export function SearchForm({ query }: { query: string }) {
  const inputId = useId();
  return (
    <Form role="search" aria-label="Search this site" method="get" action={paths.search()} className="max-w-2xl">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        Search
      </label>
      <div className="mt-2 flex gap-2">
        <input
          // A new query (Back, a header search) refills the box.
          key={query}
          id={inputId}
          name="q"
          type="search"
          defaultValue={query}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Roles, disciplines, news…"
          className="min-h-12 min-w-0 flex-1 rounded-full border border-line bg-white px-5 text-base text-ink placeholder:text-ink-muted focus-visible:border-brand-500"
        />
        <button
          type="submit"
          className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-full bg-brand-900 px-6 font-semibold text-white transition-colors hover:bg-brand-700"
        >
          <Icon name="search" className="size-4" />
          Search
        </button>
      </div>
    </Form>
  );
}
