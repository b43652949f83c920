// The header's scroll state on every page that has the site header, without React
// (docs/decisions/0002). Loaded last, after a page's own enhancement scripts (module scripts run in
// document order), so on a page without React it can mark <html data-hydrated> once all are wired.
const header = document.querySelector("header[data-scrolled]");
if (header) {
  const update = () => header.setAttribute("data-scrolled", String(scrollY > 10));
  addEventListener("scroll", update, { passive: true });
  update();
}

if (document.querySelector("script[data-standalone]")) document.documentElement.dataset.hydrated = "";
