import { describe, expect, it } from "vitest";
import { fill } from "~/lib/i18n";
import { MAX_PHOTO_BYTES, SCALED_PHOTO_SIDE } from "~/lib/visit-options";
import { crewDay } from "~server/content/crew-day";
import { createUser, signIn } from "./support/auth";
import { decode, decodeEntities, hasFramework, postForms, scriptNames, scriptsOf } from "./support/html";
import { close, closeTestVisit, crewMember, customerWithVisit, onRoute, stopOnCrewPage } from "./support/visits";
import { getWithCookie } from "./support/worker";

/**
 * The crew's day is a document without the framework (issue 49 item 7, docs/decisions/0002): a
 * crew member on mobile data loads the page and one small script (app/enhance/crew-day.js), then
 * site.js, and posts its forms natively; the office's view of the same route likewise. The
 * script's words and limits come from the server, in the page's language.
 */

async function crewDayOf(key: string, locale: "en" | "es") {
  const crew = await crewMember(`crew.page.${key}@example.com`, locale);
  const c = await customerWithVisit({ locale, name: `Page Customer ${key}` });
  await onRoute(c.lead.id, crew.user.id);
  return { ...crew, visit: c.visit, path: `${locale === "es" ? "/es" : ""}/admin/visits` };
}

describe("the crew's day is a document without the framework", () => {
  for (const locale of ["en", "es"] as const) {
    it(`a crew account's day (${locale}) loads its own script then site.js, and nothing of the framework`, async () => {
      const { cookie, path } = await crewDayOf(`doc.${locale}`, locale);
      const res = await getWithCookie(path, cookie);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(hasFramework(html)).toBe(false);
      expect(scriptNames(html)).toEqual(["crew-day", "site"]);
      // Every script carries the request's nonce (the page is never cached: a fresh one per request).
      for (const attributes of scriptsOf(html)) expect(attributes).toMatch(/nonce="[^"]+"/);
    });

    it(`every form of a crew account's day (${locale}) posts natively and carries the script's words and limits in the page's language`, async () => {
      const t = crewDay[locale];
      const { cookie, path, visit } = await crewDayOf(`forms.${locale}`, locale);
      const html = decodeEntities(await (await getWithCookie(path, cookie)).text());
      // On my way, Done (multipart, for the photo) and Skipped: each a plain form the script finds.
      const forms = postForms(html);
      expect(forms.length).toBeGreaterThanOrEqual(3);
      for (const form of forms) expect(form).toContain('data-crew-form=""');
      expect(forms.filter((f) => /enctype="multipart\/form-data"/i.test(f)).length).toBeGreaterThanOrEqual(1);
      const photo = new RegExp(`<input[^>]*id="photo-${visit.id}"[^>]*>`).exec(html)?.[0] ?? "";
      expect(photo).toContain(`data-scale-side="${SCALED_PHOTO_SIDE}"`);
      expect(photo).toContain(`data-max-bytes="${MAX_PHOTO_BYTES}"`);
      expect(photo).toContain(`data-too-large="${fill(t.messages.tooLarge, { mb: 15 })}"`);
      expect(html).toContain(`data-pending="${t.done.saving}" data-preparing="${t.done.preparing}" data-uploading="${t.done.uploading}"`);
      expect(html).toContain(`data-pending="${t.texts.sending}"`);
    });
  }

  it("the office's view of the day, grouped by route with its up and down forms, is a document too", async () => {
    await createUser("crew.page.office@example.com", "admin password 12", "admin");
    const office = await signIn("crew.page.office@example.com", "admin password 12");
    const crew = await crewMember("crew.page.route@example.com", "en", "Route Page");
    for (const n of [1, 2]) {
      const c = await customerWithVisit({ name: `Office Page ${n}` });
      await onRoute(c.lead.id, crew.user.id);
    }
    const html = await (await getWithCookie(`/admin/visits?crew=${crew.user.id}`, office)).text();
    expect(hasFramework(html)).toBe(false);
    expect(scriptNames(html)).toEqual(["crew-day", "site"]);
    // One form a stop, its Up and Down buttons sending the direction.
    expect(postForms(html).filter((f) => f.includes('class="mt-1 flex justify-end gap-2"'))).toHaveLength(2);
    expect(html.match(/name="intent" value="move"/g)).toHaveLength(2);
    for (const form of postForms(html)) expect(form).toContain('data-crew-form=""');
    // Each stop's icons refer to drawings the page defines once: a route of 40 stops is not 80 phones drawn.
    expect(html.split('d="M22 16.9v3').length - 1).toBe(1);
    expect(html.split('<use href="#icon-phone">').length - 1).toBe(4);
    expect(html).toMatch(/<svg width="0" height="0"[^>]*><symbol id="icon-phone"/);
  });

  it("a refused close answers a document, the message beside its field and what was typed kept, without the framework", async () => {
    const t = crewDay.es;
    const { cookie, path, visit } = await crewDayOf("refused", "es");
    const res = await close(cookie, { intent: "skip", visitId: String(visit.id), version: "0", date: visit.date, note: "Candado puesto" }, undefined, path);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(hasFramework(html)).toBe(false);
    expect(scriptNames(html)).toEqual(["crew-day", "site"]);
    expect(decode(html)).toContain(t.messages.reason);
    expect(decodeEntities(html)).toMatch(/<textarea[^>]*id="skip-note-\d+"[^>]*>Candado puesto<\/textarea>/);
  });
});

describe("a visit the customer skipped, on the crew's day", () => {
  it("says the customer skipped it and on which day (not the click's time), in the page's language, on a line that wraps", async () => {
    await createUser("crew.page.skipped@example.com", "admin password 12", "admin");
    const office = await signIn("crew.page.skipped@example.com", "admin password 12");
    // Tuesday December 8; the customer clicked Skip on Sunday December 6 at 9:05 PM in Miami (02:05 UTC on the 7th).
    const c = await customerWithVisit({ date: "2026-12-08", name: "Skipped Page Customer" });
    await closeTestVisit(c.visit, { status: "skipped", reason: "customer", at: "2026-12-07T02:05:00.000Z", by: c.user.id });
    for (const [prefix, line] of [
      ["", "Skipped by the customer on Dec 6"],
      ["/es", "Omitida por el cliente el 6 de diciembre"],
    ] as const) {
      const stop = await stopOnCrewPage(office, c.visit, prefix);
      expect(decode(stop)).toContain(line);
      expect(decode(stop)).not.toMatch(/9:05|Dec 7|7 de diciembre/);
      // Its line wraps on a phone instead of being cut off.
      const paragraph = new RegExp(`<p class="([^"]*)">[^<]*${line}`).exec(decodeEntities(stop));
      expect(paragraph, `the line "${line}"`).not.toBeNull();
      expect(paragraph?.[1]).not.toMatch(/\btruncate\b/);
    }
  });
});
