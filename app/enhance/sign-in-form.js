// The way in without React (docs/decisions/0002, 0022): /login, the forgotten password and the
// set-password links (reset and invitation), both languages. On the server's form: the same checks
// the server makes, before submit, for fields that carry their messages in data attributes (the
// server checks everything again); each message goes once its field is edited; the show-password
// toggle (one or both password fields); and the busy button ("Signing in...") while the page posts.
const form = document.querySelector("form[data-login]");
if (form) {
  const submit = form.querySelector("button[type=submit]");
  const idle = submit.textContent;
  const fields = [...form.querySelectorAll("input[data-required]")];

  const setError = (input, message) => {
    const id = `${input.id}-error`;
    document.getElementById(id)?.remove();
    input.removeAttribute("aria-invalid");
    input.removeAttribute("aria-describedby");
    if (!message) return;
    const p = Object.assign(document.createElement("p"), { id, className: "field-error", textContent: message });
    (input.closest("[data-field]") ?? input.parentElement).append(p);
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", id);
  };
  const messageFor = (input) => {
    if (input.value.trim() === "") return input.dataset.required;
    return input.validity.valid ? "" : (input.dataset.invalid ?? "");
  };

  for (const input of fields) input.addEventListener("input", () => input.hasAttribute("aria-invalid") && setError(input, ""));

  form.addEventListener("submit", (event) => {
    const invalid = fields.filter((input) => {
      const message = messageFor(input);
      setError(input, message);
      return message !== "";
    });
    if (invalid.length) {
      event.preventDefault();
      invalid[0].focus();
      return;
    }
    submit.disabled = true;
    submit.textContent = submit.dataset.pending;
  });
  // Coming back to this page from the browser's history shows the form ready again.
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    submit.disabled = false;
    submit.textContent = idle;
  });

  // The toggle names the fields it shows (aria-controls); its words are its label, or its text.
  const toggle = form.querySelector("button[aria-controls][data-show]");
  const passwords = (toggle?.getAttribute("aria-controls") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id))
    .filter(Boolean);
  toggle?.addEventListener("click", () => {
    const show = passwords[0].type === "password";
    for (const input of passwords) input.type = show ? "text" : "password";
    toggle.setAttribute("aria-pressed", String(show));
    const words = show ? toggle.dataset.hide : toggle.dataset.show;
    if (toggle.hasAttribute("aria-label")) toggle.setAttribute("aria-label", words);
    else toggle.textContent = words;
  });
}
