// The quote wizard's first step (/get-started, /es/get-started) without React (docs/decisions/0002):
// each service card is a small form whose button posts its service type, and the server answers
// with the next step. As React did on this step: once one card is sent, every card's form is busy
// and its button disabled, so a second tap cannot post again. The buttons are disabled after the
// submit event, since a disabled button would leave its own name and value out of the post.
const forms = [...document.querySelectorAll('input[name="step"][value="service"]')].map((input) => input.form);
let sending = false;

for (const form of forms)
  form.addEventListener("submit", (event) => {
    if (sending) {
      event.preventDefault();
      return;
    }
    sending = true;
    setTimeout(() => {
      for (const f of forms) {
        f.setAttribute("aria-busy", "true");
        for (const button of f.querySelectorAll("button[type=submit]")) button.disabled = true;
      }
    });
  });

// Coming back to this page from the browser's history shows the cards ready again.
addEventListener("pageshow", (event) => {
  if (!event.persisted) return;
  sending = false;
  for (const f of forms) {
    f.removeAttribute("aria-busy");
    for (const button of f.querySelectorAll("button[type=submit]")) button.disabled = false;
  }
});

// The contact step runs its own script (wizard-form.js). Once this page has loaded and painted its
// content, the files it will need are fetched at the browser's idle priority (prefetch), so that
// step finds them in the cache instead of fetching them as it paints. A page this small can finish
// loading before its first paint, hence both waits. With JavaScript off, none are fetched.
// Starting a fetch costs the main thread a few milliseconds on a phone, so each one waits for an
// idle moment of its own rather than all of them making one long task.
const modules = document.querySelector("[data-next-step-modules]")?.dataset.nextStepModules.split(" ") ?? [];
const whenIdle = (callback) => (globalThis.requestIdleCallback ? requestIdleCallback(callback, { timeout: 2000 }) : setTimeout(callback, 50));
const prefetch = () => {
  const href = modules.shift();
  if (!href) return;
  document.head.append(Object.assign(document.createElement("link"), { rel: "prefetch", href, crossOrigin: "anonymous", as: "script" }));
  whenIdle(prefetch);
};
const afterFirstPaint = (callback) => {
  // Without paint timing: the task after an animation frame runs once that frame is painted.
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(callback));
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    callback();
  }).observe({ type: "paint", buffered: true });
};
const startPrefetch = () => whenIdle(prefetch);
if (document.readyState === "complete") afterFirstPaint(startPrefetch);
else addEventListener("load", () => afterFirstPaint(startPrefetch), { once: true });
