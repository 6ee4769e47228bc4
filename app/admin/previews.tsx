import { marked } from "marked";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { Tag } from "~/components/ui/tag";
import { paths } from "~/config/paths";
import type { Post } from "~/content/collections/posts";
import { isOpen, type Vacancy } from "~/content/collections/vacancies";
import { hasImage, imageSet, imageSource, placeholderImage } from "~/content/images";
import { withBrand } from "~/content/markdown";
import { PostArticle } from "~/features/blog/post-article";
import { CareerDetail } from "~/features/careers/career-detail";
import { closingOf } from "~/features/careers/closing";
import { formatDate } from "~/lib/format";
import type { BreadcrumbHandle } from "~/lib/json-ld";
import { payText } from "~/lib/pay";

/** What Decap CMS hands a preview: the entry being edited (an Immutable map), as far as the previews read it. */
type PreviewProps = { entry: { getIn: (path: string[]) => unknown; toJS?: () => unknown } };

/** The entry's front matter as plain data, whatever the editor holds so far. */
const dataOf = (entry: PreviewProps["entry"]) => {
  const data = entry.getIn(["data"]) as { toJS?: () => Record<string, unknown> } | undefined;
  return (data?.toJS?.() ?? {}) as Record<string, unknown>;
};

/** The Markdown body as the build renders it: the brand's names filled in, GitHub-flavoured Markdown to HTML. */
const bodyHtml = (body: unknown) => marked.parse(withBrand(String(body ?? "")), { async: false, gfm: true });

/** The page's own breadcrumb needs the route's `handle`: the preview renders inside a one-route router. */
function InRoute({ crumbs, children }: { crumbs: { label: string; to?: string }[]; children: ReactNode }) {
  const handle: BreadcrumbHandle<unknown> = { breadcrumb: () => crumbs };
  const router = createMemoryRouter([{ path: "/", element: children, handle }]);
  return <RouterProvider router={router} />;
}

/** A post as its page draws it: the header with date and category, then its picture and text (app/routes/blog.tsx). */
export function PostPreview({ entry }: PreviewProps) {
  const post = dataOf(entry) as Partial<Post> & { body?: string };
  const title = withBrand(post.title || "Untitled post");
  const image =
    post.image && hasImage(post.image) ? imageSource(post.image) : { src: placeholderImage, width: 1200, height: 800 };
  return (
    <InRoute crumbs={[{ label: "News & Events", to: paths.blogs() }, { label: title }]}>
      <PageHeader heading={title} intro={withBrand(post.description ?? "")}>
        <p className="mt-6 flex flex-wrap items-center gap-3 text-sm text-white/85">
          {post.date && /^\d{4}-\d{2}-\d{2}$/.test(post.date) && (
            <time dateTime={post.date}>{formatDate(post.date)}</time>
          )}
          {post.category && <Tag tone="dark">{post.category}</Tag>}
        </p>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <PostArticle title={title} image={image} body={bodyHtml(post.body)} video={post.video} />
      </Container>
    </InRoute>
  );
}

/** A vacancy as its page draws it (app/routes/career.tsx): the header, the description, pay, questions' role. */
export function VacancyPreview({ entry }: PreviewProps) {
  const data = dataOf(entry) as Partial<Vacancy> & { body?: string };
  const position = data.position || "Untitled role";
  const day = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  const datePosted = day(data.datePosted);
  const closingDate = day(data.closingDate);
  const salary = data.salary && data.salary.min && data.salary.max && data.salary.currency ? data.salary : undefined;
  const vacancy = {
    ...(data as Vacancy),
    slug: "preview",
    position,
    locations: (data.locations ?? []).filter((place) => place?.city),
    body: bodyHtml(data.body),
    closingDate: closingDate,
    open: isOpen({ closingDate }),
    ...closingOf(closingDate),
    posted: datePosted ? formatDate(datePosted) : "",
    pay: salary && payText(salary),
  };
  return (
    <InRoute crumbs={[{ label: "Careers", to: paths.careers() }, { label: position }]}>
      <CareerDetail
        vacancy={vacancy}
        similar={[]}
        promoImages={hasImage("banner-careers") ? imageSet("banner-careers") : undefined}
      />
    </InRoute>
  );
}
