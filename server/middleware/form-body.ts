/**
 * Page actions read `request.formData()`, which throws on a body that is not a form (JSON,
 * text, malformed multipart). Thrown there, it became React Router's 500 page. This check runs
 * before React Router for every non-GET page request: a form body passes, a bodiless POST
 * (e.g. Log out) is passed on as an empty form, anything else gets a 4xx that says why.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const URLENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

const refuse = (status: number, message: string) => new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * A multipart body (the crew's photo form) is parsed here once: the parsed form goes to the
 * action through `parsedFormContext` (server/context.ts) instead of a second parse of a copy.
 */
export async function acceptFormBody(request: Request): Promise<{ request: Request; form?: FormData } | Response> {
  if (SAFE_METHODS.has(request.method)) return { request };
  const mime = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (mime === URLENCODED) return { request };
  if (request.body === null && mime === "") {
    const headers = new Headers(request.headers);
    headers.set("Content-Type", URLENCODED);
    return { request: new Request(request, { headers }) };
  }
  if (mime === MULTIPART) {
    const bytes = await request.arrayBuffer();
    const parse = (body: BodyInit) => new Request(request.url, { method: request.method, headers: request.headers, body }).formData();
    let form: FormData;
    try {
      form = await parse(bytes);
    } catch {
      // A phone may name a photo with a control character (a NUL), which makes workerd refuse the
      // whole body. Such characters in a part's file name become "_" and the form is read again,
      // so the crew's note and photo are not lost for a name nobody sees (stored photos get keys of
      // their own). Any other unreadable body is refused with a message.
      const repaired = repairFileNames(bytes);
      try {
        if (!repaired) throw new Error("unreadable multipart body");
        form = await parse(repaired);
      } catch {
        return refuse(400, "The form could not be read. Please go back, reload the page and send it again.");
      }
    }
    // Every other action reads `request.formData()` as usual: it gets a request whose body is
    // the parsed form again (a new multipart body and boundary), never the consumed one.
    const headers = new Headers(request.headers);
    headers.delete("Content-Type");
    headers.delete("Content-Length");
    return { request: new Request(request.url, { method: request.method, headers, body: form, signal: request.signal }), form };
  }
  return refuse(415, "This address only accepts web forms (application/x-www-form-urlencoded or multipart/form-data). Please send the form from our website.");
}

/**
 * The body with control characters in the parts' `filename="…"` replaced by "_", or null when
 * there were none. Works on the bytes, so the parts' binary content is untouched.
 */
function repairFileNames(body: ArrayBuffer): Uint8Array<ArrayBuffer> | null {
  const bytes = new Uint8Array(body.slice(0));
  const needle = new TextEncoder().encode('filename="');
  let changed = false;
  for (let i = bytes.indexOf(needle[0]!); i !== -1; i = bytes.indexOf(needle[0]!, i + 1)) {
    if (!needle.every((c, k) => bytes[i + k] === c)) continue;
    // Up to the closing quote or the end of the header line.
    for (let j = i + needle.length; j < bytes.length && bytes[j] !== 0x22 && bytes[j] !== 0x0d && bytes[j] !== 0x0a; j++) {
      if (bytes[j]! < 0x20 || bytes[j] === 0x7f) {
        bytes[j] = 0x5f;
        changed = true;
      }
    }
  }
  return changed ? bytes : null;
}
