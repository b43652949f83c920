// The customer area (/customer, /es/customer: every tab, the demo account's too) without React
// (docs/decisions/0022). Every form on the page posts natively and the server answers with the
// page again: after a save, the tab and its notice (post/redirect/get); after a refusal, the form
// with its messages and what was typed (server/customer/dashboard.ts). On the server's markup
// (app/components/customer/) this script adds what JavaScript adds, as on the crew's day:
// - busy buttons: the button that sent its form shows its data-pending words ("Saving...");
// - one post per tap: once a form is sent, every form's buttons are disabled (after the submit
//   event, since a disabled button would leave its own name and value, the form's intent, out of
//   the post), and a second submit is stopped;
// - what was typed stays: the script never touches a field, and coming back to the page from the
//   browser's history (the payment provider's page, Back) shows its forms ready again.
const forms = [...document.querySelectorAll("form[data-customer-form]")];
const buttons = forms.flatMap((form) => [...form.querySelectorAll("button[type=submit]")]);
const idle = new Map(buttons.map((button) => [button, [...button.childNodes]]));
let sending = false;

for (const form of forms)
  form.addEventListener("submit", (event) => {
    if (sending) {
      event.preventDefault();
      return;
    }
    sending = true;
    form.setAttribute("aria-busy", "true");
    // The button pressed (or the form's first, for Enter in a field) says what is happening.
    const button = event.submitter ?? form.querySelector("button[type=submit]");
    if (button?.dataset.pending) button.textContent = button.dataset.pending;
    setTimeout(() => {
      for (const b of buttons) b.disabled = true;
    });
  });

addEventListener("pageshow", (event) => {
  if (!event.persisted) return;
  sending = false;
  for (const form of forms) form.removeAttribute("aria-busy");
  for (const button of buttons) {
    button.disabled = false;
    button.replaceChildren(...idle.get(button));
  }
});
