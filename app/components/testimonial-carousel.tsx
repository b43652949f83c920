import type { Testimonial } from "~server/content/testimonials";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";
import { TestimonialBody } from "./page-sections";

/**
 * Testimonials carousel, as server markup. Without JavaScript every testimonial is a
 * readable card in a grid and the controls stay hidden. app/enhance/carousel.js enhances these same
 * elements in place: it marks the region `data-enhanced`, shows one slide at a time, advances
 * every 5 s (wrapping), pauses on hover or focus, stops for good once previous, next or a dot
 * is used, and never auto-advances for visitors who prefer reduced motion.
 */
export interface CarouselLabels {
  /** The region's accessible name. */
  label: string;
  /** What screen readers call the region and each slide ("carousel", "slide"). */
  carousel: string;
  slideRole: string;
  previous: string;
  next: string;
  /** A slide's name, with "{n}" and "{count}" for its position ("2 of 4"). */
  slide: string;
  /** A dot's name, with "{n}" and "{count}". */
  dot: string;
}

/** Labels come from the page's catalogue (server data), in the page's language. */
export function TestimonialCarousel({ items, labels }: { items: readonly Testimonial[]; labels: CarouselLabels }) {
  const count = items.length;
  const fill = (template: string, n: number) => template.replace("{n}", String(n)).replace("{count}", String(count));
  return (
    <section data-carousel aria-roledescription={labels.carousel} aria-label={labels.label} className="carousel">
      <div data-carousel-track className="carousel-track grid gap-6 md:grid-cols-2">
        {items.map((t, i) => (
          <div
            key={t.id}
            data-slide
            role="group"
            aria-roledescription={labels.slideRole}
            aria-label={fill(labels.slide, i + 1)}
            className="carousel-slide card p-6 sm:p-8"
          >
            <TestimonialBody t={t} />
          </div>
        ))}
      </div>

      <div data-carousel-controls className="carousel-controls mt-6 items-center justify-center gap-2">
        <button
          type="button"
          data-carousel-prev
          aria-label={labels.previous}
          className="grid h-11 w-11 place-items-center rounded-full border border-line bg-white text-ink shadow-sm hover:bg-mist"
        >
          <ChevronLeftIcon className="h-5 w-5" />
        </button>
        <div className="flex items-center">
          {items.map((t, i) => (
            <button
              key={t.id}
              type="button"
              data-carousel-dot={i}
              aria-label={fill(labels.dot, i + 1)}
              aria-current={i === 0 ? "true" : undefined}
              className="carousel-dot group grid h-11 w-8 place-items-center"
            >
              <span className="block h-2.5 rounded-full transition-all" />
            </button>
          ))}
        </div>
        <button
          type="button"
          data-carousel-next
          aria-label={labels.next}
          className="grid h-11 w-11 place-items-center rounded-full border border-line bg-white text-ink shadow-sm hover:bg-mist"
        >
          <ChevronRightIcon className="h-5 w-5" />
        </button>
      </div>
    </section>
  );
}
