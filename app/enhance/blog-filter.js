// /blog and /es/blog without React (docs/decisions/0002): the category links filter the server's
// cards in place, with the address following (back and forward too), instead of loading the page.
const root = document.querySelector("[data-blog]");
if (root) {
  const links = [...root.querySelectorAll("a[data-filter]")];
  const cards = [...root.querySelectorAll("li[data-category]")];
  const count = root.querySelector("[data-one]");
  const empty = root.querySelector("[data-blog-empty]");
  const emptyTitle = empty.querySelector("[data-template]");

  const apply = (href) => {
    const slug = new URL(href, location.href).searchParams.get("category");
    // An unknown category shows every article, as the server does.
    const link = links.find((a) => new URL(a.href).searchParams.get("category") === slug) ?? links.find((a) => !a.dataset.filter);
    const code = link.dataset.filter;
    const label = link.textContent.trim();
    let shown = 0;
    for (const card of cards) {
      card.hidden = code !== "" && card.dataset.category !== code;
      if (!card.hidden) shown++;
    }
    for (const a of links) {
      if (a === link) a.setAttribute("aria-current", "page");
      else a.removeAttribute("aria-current");
    }
    const { one, other } = count.dataset;
    count.textContent = (shown === 1 ? one : other).replace("{count}", shown) + (code ? count.dataset.in.replace("{category}", label) : "");
    empty.hidden = shown > 0;
    emptyTitle.textContent = emptyTitle.dataset.template.replace("{category}", label);
  };

  root.addEventListener("click", (event) => {
    const link = event.target.closest("a[data-filter], [data-blog-empty] a");
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (link.href !== location.href) history.pushState(null, "", link.href);
    apply(link.href);
  });
  addEventListener("popstate", () => apply(location.href));
}
