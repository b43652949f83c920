// The quote wizard's plan step (/get-started?step=plan) without React (docs/decisions/0002): the
// payment provider's pricing table on the server's markup (app/components/wizard/pricing-table.tsx).
// The provider's script is inserted here, on this step only (its Content-Security-Policy admits it),
// async and without a referrer, once the page has loaded; once it has loaded, the provider's element takes the loader's place.
// If it fails, the template's message offers Retry, which inserts the script again.
const root = document.querySelector("[data-pricing-table]");
if (root) {
  const { scriptUrl, tableId, publishableKey, email, clientReference } = root.dataset;
  const loading = root.querySelector("[role=status]");
  const failed = root.querySelector("template[data-pricing-failed]");
  const show = (...nodes) => {
    root.replaceChildren(...nodes, failed);
    root.setAttribute("aria-busy", String(nodes[0] === loading));
  };
  const showTable = () => {
    const table = document.createElement("stripe-pricing-table");
    for (const [name, value] of [
      ["pricing-table-id", tableId],
      ["publishable-key", publishableKey],
      ["customer-email", email],
      ["client-reference-id", clientReference],
    ])
      table.setAttribute(name, value);
    show(table);
  };
  const load = () => {
    show(loading);
    // A failed script element cannot be retried: a fresh one replaces it.
    document.getElementById("stripe-pricing-table-script")?.remove();
    const script = Object.assign(document.createElement("script"), {
      id: "stripe-pricing-table-script",
      src: scriptUrl,
      async: true,
      referrerPolicy: "no-referrer",
    });
    script.addEventListener("load", showTable);
    script.addEventListener("error", () => {
      console.error("Pricing table script failed to load", scriptUrl);
      show(failed.content.cloneNode(true));
      root.querySelector("[data-retry]").addEventListener("click", load);
    });
    document.head.append(script);
  };
  // After the page's own load: the provider's script (large, from another origin) never holds it up.
  if (customElements.get("stripe-pricing-table")) showTable();
  else if (document.readyState === "complete") load();
  else addEventListener("load", load, { once: true });
}
