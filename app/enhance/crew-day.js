// The crew's day (/admin/visits, /es/admin/visits) without React (docs/decisions/0002). Every form
// on the page posts natively and the server answers with the day again (server/visits/close.ts);
// on the server's markup (app/components/crew/) this script adds what JavaScript adds:
// - "Done" with a photo: the photo is scaled in the browser before upload (a canvas, the longest
//   side to the input's data-scale-side px, JPEG at quality 0.82, no EXIF), so a 4-12 MB camera
//   photo is sent as a few hundred KB; the scaled file takes the original's place in the same
//   form, which then posts. A file the browser cannot decode (HEIC outside Safari, not an image)
//   is sent as it is: the server checks its bytes and says why it is refused. One still over
//   data-max-bytes is refused beside the field with the server's message (data-too-large);
// - busy buttons: the button shows its data-preparing, data-uploading or data-pending words, and
//   the page posts once: every form's buttons are disabled (after the submit event, since a
//   disabled button would leave its own name and value, "On my way"'s intent, out of the post).
const forms = [...document.querySelectorAll("form[data-crew-form]")];
const buttons = forms.flatMap((form) => [...form.querySelectorAll("button[type=submit]")]);
const idle = new Map(buttons.map((button) => [button, [...button.childNodes]]));
let sending = false;

// The button's icon stays; its words change.
const say = (button, words) => {
  if (button && words) button.replaceChildren(...idle.get(button).filter((node) => node.nodeType === Node.ELEMENT_NODE), words);
};
const busy = (form, words) => {
  sending = true;
  form.setAttribute("aria-busy", "true");
  say(form.querySelector("button[type=submit]"), words);
  setTimeout(() => {
    for (const button of buttons) button.disabled = true;
  });
};
const ready = () => {
  sending = false;
  for (const form of forms) form.removeAttribute("aria-busy");
  for (const button of buttons) {
    button.disabled = false;
    button.replaceChildren(...idle.get(button));
  }
};

// The server's markup for a field's message (app/components/crew/done-form.tsx).
const showError = (input, message) => {
  const id = `${input.id}-error`;
  document.getElementById(id)?.remove();
  const p = Object.assign(document.createElement("p"), { id, className: "field-error", textContent: message });
  p.dataset.fromScript = "";
  input.after(p);
  input.setAttribute("aria-invalid", "true");
  input.setAttribute("aria-describedby", id);
};
const clearError = (input) => {
  const p = document.getElementById(`${input.id}-error`);
  if (!p || !("fromScript" in p.dataset)) return;
  p.remove();
  input.removeAttribute("aria-invalid");
  input.removeAttribute("aria-describedby");
};

async function scaled(file, side) {
  if (!/^image\/(jpeg|png|webp)$/.test(file.type)) return file;
  let bitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) return file;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.82));
  // A small photo that is already smaller than its re-encoding is sent as it is.
  if (!blob || (scale === 1 && blob.size >= file.size)) return file;
  return new File([blob], "photo.jpg", { type: "image/jpeg" });
}

for (const form of forms) {
  const input = form.querySelector("input[type=file][data-scale-side]");
  input?.addEventListener("change", () => clearError(input));
  form.addEventListener("submit", (event) => {
    if (sending) {
      event.preventDefault();
      return;
    }
    const button = form.querySelector("button[type=submit]");
    const file = input?.files?.[0];
    if (!file || file.size === 0) {
      busy(form, button?.dataset.pending);
      return;
    }
    event.preventDefault();
    clearError(input);
    busy(form, button.dataset.preparing);
    scaled(file, Number(input.dataset.scaleSide))
      .catch(() => file)
      .then((photo) => {
        if (photo.size > Number(input.dataset.maxBytes)) {
          ready();
          showError(input, input.dataset.tooLarge);
          input.focus();
          return;
        }
        if (photo !== file) {
          try {
            const files = new DataTransfer();
            files.items.add(photo);
            input.files = files.files;
          } catch {
            // A browser that cannot replace the file sends the original: the server takes it up to its limit.
          }
        }
        say(button, button.dataset.uploading);
        form.submit();
      });
  });
}

// Coming back to this page from the browser's history shows its forms ready again.
addEventListener("pageshow", (event) => {
  if (event.persisted) ready();
});
