import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "~server/index";
import { createUser, signIn } from "./support/auth";
import { insertLead } from "./support/leads";
import { fetchWorker } from "./support/worker";

/** A lead's language (issue 16): the CSV export and the admin API carry it, code and words. */
const API_TOKEN = "test-admin-api-token-locale-0123456789";
let adminCookie: string;

beforeAll(async () => {
  await createUser("locale-admin@example.com", "locale-admin-password", "admin");
  adminCookie = await signIn("locale-admin@example.com", "locale-admin-password");
  await insertLead({ first_name: "Idiomaes", locale: "es" });
  await insertLead({ first_name: "Idiomaen" });
});

function csvRows(text: string): Record<string, string>[] {
  const [header = "", ...lines] = text.trimEnd().split("\r\n");
  const cells = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? "").replace(/""/g, '"'));
  const names = header.split(",");
  return lines.map((line) => Object.fromEntries(cells(line).map((value, i) => [names[i] ?? `${i}`, value])));
}

describe("a lead's language in exports", () => {
  it("the CSV has a locale column and its label", async () => {
    const res = await fetchWorker("/admin/leads.csv?q=Idioma", { headers: { Cookie: adminCookie } });
    expect(res.status).toBe(200);
    const rows = csvRows(await res.text());
    expect(rows.map((r) => [r.first_name, r.locale, r.locale_label])).toEqual([
      ["Idiomaen", "en", "English"],
      ["Idiomaes", "es", "Spanish"],
    ]);
  });

  it("the admin API includes locale on every lead", async () => {
    const res = await app.request("/api/admin/leads?q=Idioma", { headers: { Authorization: `Bearer ${API_TOKEN}` } }, { ...env, ADMIN_API_TOKEN: API_TOKEN });
    expect(res.status).toBe(200);
    const { leads } = await res.json<{ leads: { first_name: string; locale: string }[] }>();
    expect(leads.map((l) => [l.first_name, l.locale])).toEqual([
      ["Idiomaen", "en"],
      ["Idiomaes", "es"],
    ]);
  });

  it("the CSV and the API filter by language with ?locale=", async () => {
    const csv = await fetchWorker("/admin/leads.csv?q=Idioma&locale=es", { headers: { Cookie: adminCookie } });
    expect(csv.headers.get("Content-Disposition")).toMatch(/filename="leads-es-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csvRows(await csv.text()).map((r) => r.first_name)).toEqual(["Idiomaes"]);
    const api = await app.request(
      "/api/admin/leads?q=Idioma&locale=en",
      { headers: { Authorization: `Bearer ${API_TOKEN}` } },
      { ...env, ADMIN_API_TOKEN: API_TOKEN },
    );
    expect((await api.json<{ leads: { first_name: string }[] }>()).leads.map((l) => l.first_name)).toEqual(["Idiomaen"]);
  });

  it("the dashboard marks Spanish leads with ES and filters the list by language", async () => {
    const badge = /title="Sent from the Spanish pages"[^>]*><span aria-hidden="true">ES<\/span>/g;
    const all = await (await fetchWorker("/admin?q=Idioma", { headers: { Cookie: adminCookie } })).text();
    expect(all).toContain("Idiomaes");
    expect(all).toContain("Idiomaen");
    expect(all.match(badge)).toHaveLength(1);
    expect(all).toMatch(/<select id="lead-locale" name="locale"/);

    const spanish = await (await fetchWorker("/admin?q=Idioma&locale=es", { headers: { Cookie: adminCookie } })).text();
    expect(spanish).toContain("Idiomaes");
    expect(spanish).not.toContain("Idiomaen");
    expect(spanish).toMatch(/<option value="es" selected="">Spanish<\/option>/);
    // The CSV link keeps the language filter.
    expect(spanish).toMatch(/href="\/admin\/leads\.csv\?q=Idioma&amp;locale=es"/);
  });
});
