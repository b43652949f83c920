// The quote wizard's contact and community steps without React (docs/decisions/0002). The form
// posts natively and the server checks everything again (server/leads/wizard-steps.ts over
// app/lib/lead-schema.ts); on the server's markup this script adds what JavaScript adds:
// - the browser's own bubbles are off (noValidate): the fields' checks run before submit instead,
//   with the server's messages in the page's language, which each field carries in its data
//   attributes: data-required (empty), data-invalid (the type's or the pattern's rule, the server's
//   pattern in data-pattern or its format in data-format, or not a whole number), data-range
//   (outside min and max). The messages appear beside
//   the fields and in a summary above the form, as the server renders them, and the first field
//   with an error takes focus;
// - once sent, the form is busy: its buttons are disabled (after the submit event, since a
//   disabled button would leave its own name and value out of the post), so a second tap posts
//   nothing, and the button shows its pending label (data-pending);
// - the zip code's out-of-area note follows what is typed (the county's zips in data-local-zips).
const form = document.querySelector("form[data-wizard-form]");
if (form) {
  form.noValidate = true;
  const fields = [...form.elements].filter((el) => "required" in el.dataset || "invalid" in el.dataset);
  const buttons = [...form.querySelectorAll("button[type=submit]")];
  const idle = buttons.map((button) => [...button.childNodes]);
  let sending = false;

  // app/lib/lead-schema.ts normalizeUsPhone: 10 digits (an optional leading 1), separators allowed.
  const formats = {
    "us-phone": (value) => {
      const digits = value.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
      return /^[\d\s()+.-]*$/.test(value) && /^[2-9]\d{9}$/.test(digits);
    },
  };
  const messageFor = (el) => {
    const { required = "", invalid = "", range, format, pattern } = el.dataset;
    const value = el.value.trim();
    const { badInput, typeMismatch, stepMismatch, rangeUnderflow, rangeOverflow } = el.validity;
    if (badInput) return invalid;
    if (value === "") return required;
    const mismatch =
      (el.pattern && !new RegExp(`^(?:${el.pattern})$`, "v").test(value)) ||
      (pattern && !new RegExp(pattern).test(value)) ||
      (format && !formats[format](value));
    if (typeMismatch || stepMismatch || mismatch) return invalid;
    if (rangeUnderflow || rangeOverflow) return range ?? invalid;
    return "";
  };

  // The server's error markup (app/components/form-field.tsx Field and ErrorSummary).
  const clearErrors = () => {
    document.querySelector("[data-error-summary]")?.remove();
    for (const p of form.querySelectorAll("p.field-error")) p.remove();
    for (const el of form.querySelectorAll("[aria-invalid], [aria-describedby]")) {
      el.removeAttribute("aria-invalid");
      const described =
        el
          .getAttribute("aria-describedby")
          ?.split(" ")
          .filter((id) => !id.endsWith("-error")) ?? [];
      if (described.length) el.setAttribute("aria-describedby", described.join(" "));
      else el.removeAttribute("aria-describedby");
    }
  };
  const showError = (el, message) => {
    const id = `${el.id}-error`;
    el.parentElement.append(Object.assign(document.createElement("p"), { id, className: "field-error", textContent: message }));
    el.setAttribute("aria-invalid", "true");
    el.setAttribute("aria-describedby", [el.getAttribute("aria-describedby"), id].filter(Boolean).join(" "));
  };
  const showSummary = (errors) => {
    const summary = Object.assign(document.createElement("div"), {
      tabIndex: -1,
      className: "mb-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 focus:outline-none",
    });
    summary.setAttribute("role", "alert");
    summary.dataset.errorSummary = "";
    const { fixOne, fixMany } = form.dataset;
    const heading = Object.assign(document.createElement("p"), {
      className: "font-semibold",
      textContent: errors.length === 1 ? fixOne : fixMany.replace("{n}", errors.length),
    });
    const list = Object.assign(document.createElement("ul"), { className: "mt-2 list-disc pl-5" });
    for (const [el, message] of errors) {
      // The label's own text, without its required or optional mark.
      const label = form.querySelector(`label[for="${el.id}"]`)?.firstChild?.textContent.trim() ?? el.name;
      const link = Object.assign(document.createElement("a"), { href: `#${el.id}`, className: "underline", textContent: `${label}: ${message}` });
      const item = document.createElement("li");
      item.append(link);
      list.append(item);
    }
    summary.append(heading, list);
    form.before(summary);
  };

  const zip = form.querySelector("[data-local-zips]");
  const updateZipNote = () => {
    if (!zip) return;
    const region = form.querySelector("[data-zip-note]");
    const value = zip.value.trim();
    const outside = /^\d{5}$/.test(value) && !zip.dataset.localZips.split(" ").includes(value) && !zip.hasAttribute("aria-invalid");
    if (outside !== region.childElementCount > 0)
      region.replaceChildren(...(outside ? [form.querySelector("template[data-zip-note-template]").content.cloneNode(true)] : []));
  };
  zip?.addEventListener("input", updateZipNote);
  // A zip typed before this script ran is in the field already.
  updateZipNote();

  form.addEventListener("submit", (event) => {
    if (sending) {
      event.preventDefault();
      return;
    }
    const submitter = event.submitter;
    if (!submitter?.formNoValidate) {
      const errors = fields.map((el) => [el, messageFor(el)]).filter(([, message]) => message);
      if (errors.length) {
        event.preventDefault();
        clearErrors();
        for (const [el, message] of errors) showError(el, message);
        showSummary(errors);
        updateZipNote();
        errors[0][0].focus();
        return;
      }
    }
    sending = true;
    form.setAttribute("aria-busy", "true");
    const pending = submitter?.dataset.pending;
    if (pending) {
      const spinner = Object.assign(document.createElement("span"), { className: submitter.dataset.spinner });
      spinner.setAttribute("aria-hidden", "true");
      submitter.replaceChildren(spinner, pending);
    }
    setTimeout(() => {
      for (const button of buttons) button.disabled = true;
    });
  });

  // Coming back to this page from the browser's history shows the form ready again.
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    sending = false;
    form.removeAttribute("aria-busy");
    buttons.forEach((button, i) => {
      button.disabled = false;
      button.replaceChildren(...idle[i]);
    });
  });
}
