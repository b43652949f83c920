// Header scroll state on every page, and testimonial carousels where a page has one, without
// React: docs/decisions/0002. Pages without a carousel (every React page) load only this file.
const root = document.documentElement;

const header = document.querySelector("header[data-scrolled]");
if (header) {
  const update = () => header.setAttribute("data-scrolled", String(scrollY > 10));
  addEventListener("scroll", update, { passive: true });
  update();
}

if (document.querySelector("[data-carousel]")) await import("/carousel.js");

if (document.querySelector("script[data-standalone]")) root.dataset.hydrated = "";
