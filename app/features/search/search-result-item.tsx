import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import type { SearchResult } from "./search";

/** One numbered result: type, title, the snippet with matches marked, and "Read More" to the match. */
export function SearchResultItem({ result }: { result: SearchResult }) {
  const headingId = `result-${result.id.replace(/[^a-z0-9-]/gi, "-")}`;
  return (
    <li className="rounded-(--radius-card) border border-line bg-white p-5 marker:font-semibold marker:text-ink-muted sm:p-6">
      <article aria-labelledby={headingId}>
        <Badge>{result.type}</Badge>
        <h3 id={headingId} className="mt-3 text-xl font-bold text-ink">
          {result.title}
        </h3>
        <p className="mt-2 text-base break-words text-ink-muted">
          {result.snippet.map((part, i) =>
            part.match ? (
              <mark key={i} className="rounded-sm bg-accent-100 px-0.5 text-ink">
                {part.text}
              </mark>
            ) : (
              <span key={i}>{part.text}</span>
            ),
          )}
        </p>
        <Link
          to={result.url}
          aria-label={`Read More: ${result.title}`}
          className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Read More
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </article>
    </li>
  );
}
