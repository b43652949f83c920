import type { Testimonial } from "~server/content/testimonials";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";
import { TestimonialBody } from "./page-sections";

/**
 * Testimonials carousel (SPEC 4), as server markup. Without JavaScript every testimonial is a
 * readable card in a grid and the controls stay hidden. public/site.js enhances these same
 * elements in place: it marks the region `data-enhanced`, shows one slide at a time, advances
 * every 5 s (wrapping), pauses on hover or focus, stops for good once previous, next or a dot
 * is used, and never auto-advances for visitors who prefer reduced motion.
 */
export function TestimonialCarousel({ items, label = "Customer testimonials" }: { items: readonly Testimonial[]; label?: string }) {
  const count = items.length;
  return (
    <section data-carousel aria-roledescription="carousel" aria-label={label} className="carousel">
      <div data-carousel-track className="carousel-track grid gap-6 md:grid-cols-2">
        {items.map((t, i) => (
          <div key={t.id} data-slide role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`} className="carousel-slide card p-6 sm:p-8">
            <TestimonialBody t={t} />
          </div>
        ))}
      </div>

      <div data-carousel-controls className="carousel-controls mt-6 items-center justify-center gap-2">
        <button
          type="button"
          data-carousel-prev
          aria-label="Previous testimonial"
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
              aria-label={`Show testimonial ${i + 1} of ${count}`}
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
          aria-label="Next testimonial"
          className="grid h-11 w-11 place-items-center rounded-full border border-line bg-white text-ink shadow-sm hover:bg-mist"
        >
          <ChevronRightIcon className="h-5 w-5" />
        </button>
      </div>
    </section>
  );
}
