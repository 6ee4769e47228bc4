/** The tools a discipline works with, as a simple labelled list of chips. */
export function TechStackList({ title, stack }: { title: string; stack: string[] }) {
  return (
    <section aria-labelledby="tech-stack">
      <h2 id="tech-stack" className="text-3xl font-bold tracking-tight sm:text-4xl">
        Tech stack
      </h2>
      <p className="mt-3 text-lg text-ink-muted">The tools our {title} team uses every day.</p>
      <ul className="mt-6 flex flex-wrap gap-3">
        {stack.map((tool) => (
          <li
            key={tool}
            className="rounded-full border border-brand-200 bg-brand-50 px-5 py-2 font-semibold text-brand-900"
          >
            {tool}
          </li>
        ))}
      </ul>
    </section>
  );
}
