type Module = { title: string; weeks: number; description: string };

/** The programme's modules in order, each with its length. */
export function AcademyModules({ modules }: { modules: Module[] }) {
  return (
    <section aria-labelledby="modules" className="py-16 sm:py-20 lg:py-24">
      <div className="mx-auto w-full max-w-(--container-page) px-5 sm:px-8">
        <h2 id="modules" className="text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">
          Programme modules
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {modules.map((module, index) => (
            <li key={module.title} className="flex flex-col rounded-card border border-line bg-white p-6 sm:p-8">
              <div className="flex items-center justify-between gap-4">
                <span aria-hidden="true" className="text-4xl font-bold text-accent-600 tabular-nums">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
                  {module.weeks} weeks
                </span>
              </div>
              <h3 className="mt-4 text-xl font-bold">{module.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{module.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
