import { Fragment, type ReactNode } from "react";
import { HighlightedTitle } from "~/components/sections/highlighted-title";
import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { withBrand } from "~/content/brand-text";
import type { TitleLines } from "~/content/schemas";
import { labelOf } from "./fields.ts";
import { InRoute } from "./previews.tsx";

/** What Decap CMS hands a preview of a content file: the entry being edited, and the file's label. */
type FilePreviewProps = {
  entry: { getIn: (path: string[]) => unknown };
  collection?: { getIn: (path: string[]) => unknown };
};

type Data = Record<string, unknown>;
const isObject = (value: unknown): value is Data => !!value && typeof value === "object" && !Array.isArray(value);
const text = (value: unknown) => withBrand(String(value ?? ""));

/** A page's header (heading, breadcrumb, introduction), as the page draws it, with its search text under it. */
function Header({ page }: { page: Data }) {
  const seo = isObject(page.seo) ? page.seo : {};
  return (
    <>
      <PageHeader heading={text(page.heading)} intro={text(page.intro)} />
      <Container className="py-6 text-sm text-ink-muted">
        <p>
          Search result: <strong>{text(seo.title)}</strong> · {text(seo.description)}
        </p>
      </Container>
    </>
  );
}

/** A section with a highlighted title (titleLines) and its paragraphs, as the site's content blocks draw them. */
function Block({ block, children }: { block: Data; children: ReactNode }) {
  const lines = (block.titleLines as TitleLines).map((line) =>
    (Array.isArray(line) ? line : []).map((segment) => ({ ...segment, text: text(segment?.text) })),
  );
  return (
    <section className="py-8">
      <HighlightedTitle title={lines} className="text-3xl sm:text-4xl" />
      {children}
    </section>
  );
}

/** Any value of a content file: sections for objects, lists for lists, paragraphs for texts. */
function Value({ name, value, depth }: { name: string; value: unknown; depth: number }): ReactNode {
  if (value === undefined || value === null || value === "" || typeof value === "boolean") return null;
  if (typeof value === "string" || typeof value === "number")
    return (
      <p className="mt-3 max-w-(--container-paragraph) text-lg">
        {depth > 0 && <span className="font-semibold">{labelOf(name)}: </span>}
        {text(value)}
      </p>
    );
  if (Array.isArray(value))
    return (
      <div className="mt-4">
        {depth > 0 && <h3 className="text-xl font-bold">{labelOf(name)}</h3>}
        <ul className="mt-2 grid gap-4 sm:grid-cols-2">
          {value.map((item, index) => (
            <li key={index} className="rounded-lg border border-line p-4">
              {isObject(item) ? <Fields data={item} depth={depth + 1} /> : text(item)}
            </li>
          ))}
        </ul>
      </div>
    );
  if (!isObject(value)) return null;
  if (typeof value.heading === "string" && typeof value.intro === "string") return <Header page={value} />;
  if (Array.isArray(value.titleLines)) {
    const { titleLines: _lines, ...rest } = value;
    return (
      <Block block={value}>
        <Fields data={rest} depth={depth + 1} />
      </Block>
    );
  }
  return (
    <section className="py-6">
      <h2 className="text-2xl font-bold">{labelOf(name)}</h2>
      <Fields data={value} depth={depth + 1} />
    </section>
  );
}

function Fields({ data, depth }: { data: Data; depth: number }) {
  return (
    <>
      {Object.entries(data).map(([name, value]) => (
        <Fragment key={name}>
          {name === "paragraphs" && Array.isArray(value) ? (
            value.map((paragraph, index) => (
              <p key={index} className="mt-4 max-w-(--container-paragraph) text-lg">
                {text(paragraph)}
              </p>
            ))
          ) : (
            <Value name={name} value={value} depth={depth} />
          )}
        </Fragment>
      ))}
    </>
  );
}

/**
 * The preview of a page's or a list's content file: every text in the order the file holds it, with the brand's
 * names filled in, drawn with the site's stylesheet and, where the file has them, its own page header and
 * highlighted titles. Generic: one preview for every content file, not each page's own layout.
 */
export function ContentFilePreview({ entry }: FilePreviewProps) {
  const data = entry.getIn(["data"]) as { toJS?: () => Data } | undefined;
  const plain = data?.toJS?.() ?? {};
  const page = [plain, ...Object.values(plain)].find(
    (value): value is Data => isObject(value) && typeof value.breadcrumb === "string",
  );
  return (
    <InRoute crumbs={[{ label: text(page?.breadcrumb ?? "Preview") }]}>
      {isObject(plain) && typeof plain.heading === "string" ? (
        <Header page={plain} />
      ) : (
        <Container className="pb-16">
          <Fields data={plain} depth={0} />
        </Container>
      )}
    </InRoute>
  );
}
