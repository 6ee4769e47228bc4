import { ResponsiveImage, type ImageSource } from "~/components/ui/responsive-image";

export type AwardItem = {
  id: string;
  title: string;
  awardedBy: string;
  description: string;
  year: number;
  image: ImageSource;
};

/** An award card: image, title, "Awarded by {awarder}" and description. */
export function AwardCard({ award }: { award: AwardItem }) {
  return (
    <article
      aria-labelledby={`award-${award.id}`}
      className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card motion-safe:animate-[ui-fade-in_0.4s_ease-out]"
    >
      <ResponsiveImage
        images={award.image}
        alt=""
        sizes="(min-width: 1200px) 30vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[4/3] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-6">
        {/* tabIndex -1: SHOW MORE moves focus to the first card it reveals. */}
        <h3 id={`award-${award.id}`} tabIndex={-1} className="text-xl leading-snug font-bold tracking-tight">
          {award.title}
        </h3>
        <p className="text-sm font-semibold text-brand-700">Awarded by {award.awardedBy}</p>
        <p className="leading-relaxed text-ink-muted">{award.description}</p>
      </div>
    </article>
  );
}
