// Testimonial carousels on their server markup, without React (docs/decisions/0002).
// Loaded only by pages that render one (their route handle lists it).
const reduce = matchMedia("(prefers-reduced-motion: reduce)");
for (const el of document.querySelectorAll("[data-carousel]")) {
  const slides = [...el.querySelectorAll("[data-slide]")];
  const dots = [...el.querySelectorAll("[data-carousel-dot]")];
  const n = slides.length;
  let index = 0;
  let paused = false;
  let stopped = false;
  let timer = 0;
  const show = (i) => {
    index = ((i % n) + n) % n;
    slides.forEach((s, k) => {
      s.toggleAttribute("inert", k !== index);
      s.setAttribute("aria-hidden", String(k !== index));
    });
    dots.forEach((d, k) => (k === index ? d.setAttribute("aria-current", "true") : d.removeAttribute("aria-current")));
  };
  const schedule = () => {
    clearInterval(timer);
    if (!paused && !stopped && !reduce.matches && n > 1) timer = setInterval(() => show(index + 1), 5000);
  };
  const go = (i) => {
    stopped = true;
    schedule();
    show(i);
  };
  el.querySelector("[data-carousel-prev]")?.addEventListener("click", () => go(index - 1));
  el.querySelector("[data-carousel-next]")?.addEventListener("click", () => go(index + 1));
  dots.forEach((d, k) => d.addEventListener("click", () => go(k)));
  const pause = (on) => () => {
    paused = on;
    schedule();
  };
  el.addEventListener("mouseenter", pause(true));
  el.addEventListener("mouseleave", pause(false));
  el.addEventListener("focusin", pause(true));
  el.addEventListener("focusout", (e) => el.contains(e.relatedTarget) || pause(false)());
  reduce.addEventListener("change", schedule);
  el.querySelector("[data-carousel-track]")?.setAttribute("aria-live", "polite");
  show(0);
  el.dataset.enhanced = "";
  schedule();
}
