import { formatIsoDate } from "~/lib/dates";
import { initials } from "~/lib/initials";
import { fill, localizePath, useLocale } from "~/lib/i18n";
import { useUi } from "~/lib/root-data";
import type { BlogTeaser } from "~server/content/home";
import type { IllustrationKey, ServiceCard } from "~server/content/services";
import type { Testimonial } from "~server/content/testimonials";
import { ArrowRightIcon, CalendarIcon, CheckIcon, ChevronRightIcon, StarIcon } from "./icons";

/** Building blocks shared by the marketing pages: heroes, sections, cards and calls to action. */

export function illustrationSrc(key: IllustrationKey): string {
  return `/images/${key}.svg`;
}

/** The local SVG illustrations are all drawn on a 480×360 canvas. */
export function Illustration({
  name,
  alt,
  className = "",
  eager = false,
}: {
  name: IllustrationKey | "hero";
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={`/images/${name}.svg`}
      alt={alt}
      width={480}
      height={360}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
      className={`h-auto w-full rounded-3xl ${className}`}
    />
  );
}

export interface Crumb {
  name: string;
  path: string;
}

/** Crumb paths may be English or already localized; links follow the page's language. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const ui = useUi();
  const locale = useLocale();
  return (
    <nav aria-label={ui.sections.breadcrumb} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-ink-muted">
        {trail.map((c, i) => (
          <li key={c.path} className="flex items-center gap-1">
            {i > 0 && <ChevronRightIcon className="h-4 w-4 text-ink-muted/70" />}
            {i === trail.length - 1 ? (
              <span aria-current="page" className="font-medium text-ink">
                {c.name}
              </span>
            ) : (
              <a href={localizePath(locale, c.path)} className="hover:text-brand-dark hover:underline">
                {c.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Page hero: heading, lead, actions and an optional illustration beside it. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  image,
  breadcrumbs,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: React.ReactNode;
  image?: { name: IllustrationKey | "hero"; alt: string };
  breadcrumbs?: Crumb[];
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-tint to-canvas">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-14 sm:px-6 md:pt-14 lg:grid-cols-[1.1fr_1fr] lg:pb-20">
        <div>
          {breadcrumbs && <Breadcrumbs trail={breadcrumbs} />}
          {eyebrow && <p className={`eyebrow ${breadcrumbs ? "mt-6" : ""}`}>{eyebrow}</p>}
          <h1 className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-balance text-ink sm:text-5xl">{title}</h1>
          <p className="mt-5 max-w-[60ch] text-lg leading-relaxed text-ink-muted sm:text-xl">{lead}</p>
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        {image && (
          <div className="mx-auto w-full max-w-md lg:max-w-none">
            <Illustration name={image.name} alt={image.alt} eager className="shadow-lift" />
          </div>
        )}
      </div>
    </section>
  );
}

export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = "plain",
  children,
  center = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: "plain" | "mist" | "white";
  children: React.ReactNode;
  center?: boolean;
}) {
  const bg = tone === "mist" ? "bg-mist" : tone === "white" ? "bg-white" : "";
  // Rendered when it nears the viewport; until then as tall as the median section at each width.
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`defer-render py-16 [--defer-size:1070px] sm:py-20 sm:[--defer-size:900px] lg:[--defer-size:510px] ${bg}`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className={center ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={`${id}-title`} className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg leading-relaxed text-ink-muted">{intro}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

export function CheckList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`grid gap-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span className="mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-dark">
            <CheckIcon className="h-4 w-4" />
          </span>
          <span className="text-ink">{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function NumberedSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  const ui = useUi();
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((s, i) => (
        <li key={s.title} className="card relative p-6 pt-8">
          <span aria-hidden="true" className="grid h-11 w-11 place-items-center rounded-full bg-brand text-lg font-bold text-white shadow-sm">
            {i + 1}
          </span>
          <h3 className="mt-4 text-xl font-bold text-ink">
            <span className="sr-only">{fill(ui.sections.step, { n: i + 1 })}</span>
            {s.title}
          </h3>
          <p className="mt-2 text-ink-muted">{s.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function ServiceCards({ cards, columns = 3 }: { cards: readonly ServiceCard[]; columns?: 2 | 3 | 4 }) {
  const ui = useUi();
  const locale = useLocale();
  const grid = columns === 4 ? "sm:grid-cols-2 lg:grid-cols-4" : columns === 2 ? "md:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-3";
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {cards.map((c) => (
        <li key={c.href + c.title} className="card group relative flex flex-col overflow-hidden transition-shadow hover:shadow-lift">
          <img
            src={illustrationSrc(c.image)}
            alt=""
            width={480}
            height={360}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] h-auto w-full object-cover"
          />
          <div className="flex flex-1 flex-col p-6">
            <h3 className="text-xl font-bold text-ink">
              {/* The whole card is clickable through this link's stretched hit area. */}
              <a href={localizePath(locale, c.href)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
                {c.title}
              </a>
            </h3>
            <p className="mt-2 text-ink-muted">{c.description}</p>
            <ul className="mt-4 grid gap-1.5 text-sm text-ink">
              {c.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand" />
                  {f}
                </li>
              ))}
            </ul>
            <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 pt-5 font-semibold text-brand-dark group-hover:gap-2">
              {ui.sections.learnMore} <ArrowRightIcon className="h-4 w-4 transition-all" />
            </span>
          </div>
          <span className="pointer-events-none absolute inset-0 rounded-2xl ring-brand group-has-[:focus-visible]:ring-3" />
        </li>
      ))}
    </ul>
  );
}

export function StarRating({ rating = 5 }: { rating?: number }) {
  const ui = useUi();
  return (
    <span role="img" aria-label={fill(ui.sections.stars, { rating })} className="flex gap-0.5 text-star">
      {Array.from({ length: 5 }, (_, i) => (
        <StarIcon key={i} filled={i < rating} className="h-5 w-5" />
      ))}
    </span>
  );
}

/** "Translated from English" under a review shown in another language than its customer wrote it in. */
export function TranslatedNote({ language }: { language: Testimonial["language"] }) {
  const ui = useUi();
  const locale = useLocale();
  if (language === locale) return null;
  return <span className="mt-1 block text-xs text-ink-muted italic">{ui.sections.translatedFrom[language]}</span>;
}

export function TestimonialBody({ t, large = false }: { t: Testimonial; large?: boolean }) {
  return (
    <figure className="flex h-full flex-col">
      <StarRating rating={t.rating} />
      <blockquote className={`mt-4 flex-1 text-ink ${large ? "text-lg leading-relaxed sm:text-xl" : "leading-relaxed"}`}>
        <p>“{t.text}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span aria-hidden="true" className="grid h-11 w-11 place-items-center rounded-full bg-ink text-sm font-bold text-white">
          {initials(t.name)}
        </span>
        <span>
          <span className="block font-semibold text-ink">{t.name}</span>
          <span className="block text-sm text-ink-muted">{t.location}</span>
          <TranslatedNote language={t.language} />
        </span>
      </figcaption>
    </figure>
  );
}

export function TestimonialGrid({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((t) => (
        <li key={t.id} className="card p-6">
          <TestimonialBody t={t} />
        </li>
      ))}
    </ul>
  );
}

export { CtaBanner } from "./cta-banner";

export function BlogTeaserGrid({ posts }: { posts: readonly BlogTeaser[] }) {
  const ui = useUi();
  const locale = useLocale();
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {posts.map((post) => (
        <li key={post.title} className="card flex flex-col p-6">
          <p className="text-sm font-medium text-ink-muted">
            <CalendarIcon className="mr-1.5 inline h-4 w-4 align-[-2px]" />
            <time dateTime={post.date}>{formatIsoDate(post.date, locale)}</time>
          </p>
          <h3 className="mt-3 text-xl font-bold text-ink">{post.title}</h3>
          <p className="mt-2 flex-1 text-ink-muted">{post.excerpt}</p>
          <a href={localizePath(locale, post.href)} className="link mt-5 inline-flex items-center gap-1 self-start">
            {ui.sections.readMore}
            <span className="sr-only">: {post.title}</span>
            <ArrowRightIcon className="h-4 w-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
