import { Accordion } from "~/components/ui/accordion";

/** Questions people ask before applying, as an APG accordion (one open at a time). */
export function AcademyFaq({ faq }: { faq: { question: string; answer: string }[] }) {
  return (
    <section aria-labelledby="faq" className="bg-surface-muted py-16 sm:py-20 lg:py-24">
      <div className="mx-auto w-full max-w-4xl px-5 sm:px-8">
        <h2 id="faq" className="text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">
          Frequently asked questions
        </h2>
        <Accordion
          single
          className="mt-10 divide-y divide-line border-y border-line"
          headingClassName="text-lg font-bold sm:text-xl"
          triggerClassName="min-h-16 py-5 hover:text-brand-700"
          panelClassName="pb-6 text-lg leading-relaxed text-ink-muted"
          items={faq.map((item, index) => ({
            id: `q${index + 1}`,
            title: item.question,
            content: <p>{item.answer}</p>,
          }))}
        />
      </div>
    </section>
  );
}
