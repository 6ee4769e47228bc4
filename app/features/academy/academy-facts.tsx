/** The programme at a glance: duration, cohort size, stipend, next intake. */
export function AcademyFacts({ facts }: { facts: { label: string; value: string }[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-card border border-line bg-white p-6">
          <dt className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{fact.label}</dt>
          <dd className="mt-2 text-2xl font-bold text-brand-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
