import { useEffect, useState, useSyncExternalStore } from "react";
import type { Testimonial } from "~/content/testimonials";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";
import { TestimonialBody } from "./page-sections";

/** SPEC 9: the carousel advances every 5000 ms. */
export const CAROUSEL_INTERVAL_MS = 5000;

const noopSubscribe = () => () => {};

/** False during server render and hydration, true afterwards: the list becomes a carousel only with JavaScript. */
function useHydrated(): boolean {
  return useSyncExternalStore(noopSubscribe, () => true, () => false);
}

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";
function subscribeReducedMotion(onChange: () => void) {
  const mql = window.matchMedia(reducedMotionQuery);
  mql.addEventListener("change", onChange);
  return () => mql.removeEventListener("change", onChange);
}
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, () => window.matchMedia(reducedMotionQuery).matches, () => true);
}

/**
 * Testimonials carousel (SPEC 4): advances every 5 s and wraps; hovering (or keyboard focus) pauses
 * and leaving resumes; previous, next or a dot stops auto-play for good. No auto-advance when the
 * visitor prefers reduced motion. Without JavaScript every testimonial is shown as a list.
 */
export function TestimonialCarousel({ items, label = "Customer testimonials" }: { items: readonly Testimonial[]; label?: string }) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = items.length;
  const playing = hydrated && !reducedMotion && !paused && !stopped && count > 1;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, count]);

  if (!hydrated) {
    return (
      <ul aria-label={label} className="grid gap-6 md:grid-cols-2">
        {items.map((t) => (
          <li key={t.id} className="card p-6 sm:p-8">
            <TestimonialBody t={t} />
          </li>
        ))}
      </ul>
    );
  }

  const goTo = (next: number) => {
    setStopped(true);
    setIndex(((next % count) + count) % count);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-playing={playing}
      className="mx-auto max-w-3xl"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setPaused(false);
      }}
    >
      {/* Slides share one grid cell, so the height is the tallest slide's and never jumps. */}
      <div aria-live="polite" className="grid">
        {items.map((t, i) => {
          const active = i === index;
          return (
            <div
              key={t.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={!active}
              inert={!active}
              className={`card col-start-1 row-start-1 p-6 transition-opacity duration-500 sm:p-10 ${
                active ? "visible opacity-100" : "invisible opacity-0"
              }`}
            >
              <TestimonialBody t={t} large />
            </div>
          );
        })}
      </div>

      <div className="mt-6 flex items-center justify-center gap-2">
        <button type="button" onClick={() => goTo(index - 1)} aria-label="Previous testimonial" className="grid h-11 w-11 place-items-center rounded-full border border-line bg-white text-ink shadow-sm hover:bg-mist">
          <ChevronLeftIcon className="h-5 w-5" />
        </button>
        <div className="flex items-center">
          {items.map((t, i) => (
            <button
              key={t.id}
              type="button"
              onClick={() => goTo(i)}
              aria-label={`Show testimonial ${i + 1} of ${count}`}
              aria-current={i === index ? "true" : undefined}
              className="group grid h-11 w-8 place-items-center"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${i === index ? "w-6 bg-brand" : "w-2.5 bg-ink/25 group-hover:bg-ink/45"}`}
              />
            </button>
          ))}
        </div>
        <button type="button" onClick={() => goTo(index + 1)} aria-label="Next testimonial" className="grid h-11 w-11 place-items-center rounded-full border border-line bg-white text-ink shadow-sm hover:bg-mist">
          <ChevronRightIcon className="h-5 w-5" />
        </button>
      </div>
    </section>
  );
}
