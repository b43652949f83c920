/**
 * React Router boots the app from an inline `<script type="module" async>` and announces every
 * module with `<link rel="modulepreload">` in the head. Chrome fetches and compiles those
 * modules while the page is still parsing, and can run the boot script before the first paint,
 * so first paint waits on the framework. This moves both behind the first frame: the server HTML
 * paints at once, then a small nonce'd script adds the same preloads and the same boot module.
 * (Timers would also work, but a paint observer is independent of any faked clock in tests.)
 */
const BOOT_SCRIPT = /<script nonce="([^"]+)" type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;

const jsString = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");

export function deferBootScript(html: string): string {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return html;
  const [whole, nonce = "", code = ""] = boot;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? "");
  // Boot once the browser reports its first paint (a PerformanceObserver task runs after that
  // frame); where paint timing is unavailable, boot straight away.
  const loader =
    `<script nonce="${nonce}">(function(){var done=false;function boot(){if(done)return;done=true;` +
    `${JSON.stringify(preloads).replace(/</g, "\\u003c")}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});` +
    `var s=document.createElement("script");s.type="module";s.nonce=${jsString(nonce)};` +
    `s.textContent=${jsString(code)};document.body.appendChild(s)}` +
    `try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;` +
    `new PerformanceObserver(function(_,o){o.disconnect();boot()}).observe({type:"paint",buffered:true})}` +
    `catch(e){boot()}})()</script>`;
  const withLoader = html.slice(0, boot.index) + loader + html.slice(boot.index + whole.length);
  return withLoader.replace(MODULE_PRELOAD, "");
}
