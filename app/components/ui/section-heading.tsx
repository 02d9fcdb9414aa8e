/** Eyebrow, title with its highlighted end, and intro. */
interface SectionHeadingCopy {
  eyebrow: string;
  title: string;
  highlight: string;
  intro: string;
}

/** Eyebrow, two-tone title and intro shared by the home page sections. */
export function SectionHeading({
  copy,
  id,
  level = 2,
}: {
  copy: SectionHeadingCopy;
  id: string;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">
        {copy.eyebrow}
      </p>
      <Heading
        id={id}
        className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
      >
        {copy.title}{" "}
        <span className="bg-gradient-to-r from-brand-600 to-fuchsia-600 bg-clip-text text-transparent">
          {copy.highlight}
        </span>
      </Heading>
      <p className="mt-4 text-lg leading-relaxed text-slate-600">{copy.intro}</p>
    </div>
  );
}
