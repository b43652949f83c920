// /faq and /es/faq without React (docs/decisions/0002): the server's GET form and list, filtered in
// place as the person types or picks a category, with the address bar following so the view can be
// shared. Matching is the server's (app/content/faq.ts filterFaq): question and answer, ignoring
// case and accents, within the chosen category.
const root = document.querySelector("[data-faq]");
if (root) {
  const form = root.querySelector("form");
  const input = form.querySelector("input[name=q]");
  const chosen = form.querySelector("input[type=hidden][name=category]");
  const buttons = [...form.querySelectorAll("button[name=category]")];
  const count = root.querySelector("[data-template]");
  const empty = root.querySelector("[data-faq-empty]");
  const searchable = (text) => text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  const items = [...root.querySelectorAll("li[data-category]")].map((li) => ({
    li,
    category: li.dataset.category,
    text: searchable([...li.querySelectorAll("[data-faq-text]")].map((el) => el.textContent.trim()).join(" ")),
  }));

  const apply = (query, category) => {
    const q = searchable(query.trim());
    let shown = 0;
    for (const item of items) {
      item.li.hidden = !((category === "All" || item.category === category) && (q === "" || item.text.includes(q)));
      if (!item.li.hidden) shown++;
    }
    count.textContent = shown ? count.dataset.template.replace("{shown}", shown).replace("{total}", items.length) : "";
    empty.hidden = shown > 0;
    chosen.value = category;
    for (const b of buttons) b.setAttribute("aria-pressed", String(b.value === category));
    const params = new URLSearchParams();
    if (query) params.set("q", query);
    if (category !== "All") params.set("category", category);
    history.replaceState(history.state, "", `${location.pathname}${params.size ? `?${params}` : ""}`);
  };

  input.addEventListener("input", () => apply(input.value, chosen.value));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const category = new FormData(form, event.submitter).getAll("category")[0];
    apply(input.value, buttons.some((b) => b.value === category) ? category : "All");
  });
  empty.querySelector("a")?.addEventListener("click", (event) => {
    event.preventDefault();
    input.value = "";
    apply("", "All");
  });
  // Text typed before this script ran wins over the address's query.
  if (input.value !== input.defaultValue) apply(input.value, chosen.value);
}
