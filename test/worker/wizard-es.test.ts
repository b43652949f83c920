import { afterEach, describe, expect, it, vi } from "vitest";
import { rateLimitRules } from "~server/rate-limit-rules";
import { leadsByEmail } from "./support/leads";
import { browser, commercial, contactFields, get, h2, post, residential, text, token } from "./support/wizard";
import { nextIp, pinClockMidWindow } from "./support/worker";
import { settleLeadNotificationsAfterAll } from "./support/mail";

// Many leads go through the real queue here: the file ends once the consumer has taken them all.
settleLeadNotificationsAfterAll();

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the wizard in Spanish (/es/get-started)", () => {
  const csp = (res: Response) => res.headers.get("Content-Security-Policy") ?? "";

  it("shows every step in Spanish, posts to the Spanish URL and is never stored in a shared cache", async () => {
    const res = await get("/es/get-started");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await text(res);
    expect(html).toContain('<html lang="es"');
    expect(h2(html)).toBe("¿Qué tipo de servicio necesita?");
    expect(html).toContain("Pida su cotización gratis");
    expect(html.match(/>Pedir cotización</g)).toHaveLength(2);
    expect(html.match(/<form [^>]*action="([^"]*)"/)?.[1]).toBe("/es/get-started?step=service");
    expect(html).toContain("Paso 1 de 3:");
    expect(html).not.toContain("Get Custom Quote");
  });

  it("takes a residential visitor through every step in Spanish, redirecting within /es, and stores the lead as Spanish", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const b = browser(nextIp(), "/es");
    await b.open("/es/get-started");
    const service = await b.send("service", { intent: "service", serviceType: "residential" });
    expect(service).toMatchObject({ status: 303, location: "/es/get-started?step=contact" });

    const contact = await b.open("/es/get-started?step=contact");
    expect(h2(contact.html)).toBe("Sus datos de contacto");
    for (const words of [
      "Nombre completo",
      "Correo electrónico",
      "¿Cada cuánto quiere que vengamos?",
      "Quincenal (cada dos semanas)",
      "Sábado",
      "Cualquier día",
      "(opcional)",
      "Siguiente",
    ]) {
      expect(contact.html).toContain(words);
    }
    expect(contact.html).not.toMatch(/>(Full name|Next|Back|Weekly|No preference)</);

    // Without JavaScript: the server answers bad input with Spanish messages beside the fields.
    const bad = await b.send("contact", { intent: "submit", ...contactFields("ana@ejemplo", { phone: "555-01", zipCode: "3313" }) });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("Por favor, corrija estos 3 campos:");
    expect(bad.html).toContain('id="phone-error" class="field-error">Escriba un número de teléfono de EE. UU. de 10 dígitos, como (305) 555-0142</p>');
    expect(bad.html).toContain("Escriba un correo electrónico válido, como nombre@ejemplo.com");
    expect(bad.html).toContain("Escriba un código postal de 5 dígitos, como 33131");
    expect(bad.html).not.toContain("Enter a 10-digit");

    const sent = await b.send("contact", { intent: "submit", ...contactFields("ana.es@example.com", { zipCode: "33301", serviceFrequency: "bi-weekly" }) });
    expect(sent.status).toBe(303);
    expect(sent.location).toMatch(/^\/es\/get-started\?step=plan&lead=[\w%.-]+$/);
    const [lead] = await leadsByEmail("ana.es@example.com");
    expect(lead).toMatchObject({ locale: "es", service_frequency: "bi-weekly", out_of_area: 1 });

    const plan = await b.open(sent.location ?? "");
    expect(plan.status).toBe(200);
    expect(h2(plan.html)).toBe("Elija su plan");
    expect(plan.html).toContain("¡Gracias, Ana Maria! Ya recibimos su solicitud.");
    expect(plan.html).toContain("El código postal 33301 parece estar fuera del condado de Miami-Dade");
    expect(plan.html).toContain("Para elegir un plan en línea se necesita JavaScript.");
    expect(plan.html).toMatch(/href="\/es\/get-started\?step=contact&amp;lead=/);
  });

  it("lets the Spanish plan step load the payment provider, as the English one does", async () => {
    const res = await post({ ...residential("csp.es@example.com"), token: await token() }, nextIp(), "/es/get-started?step=contact");
    const plan = await get(res.headers.get("Location") ?? "");
    expect(plan.status).toBe(200);
    expect(csp(plan)).toContain("https://js.stripe.com");
    expect(csp(await get("/es/get-started"))).not.toContain("https://js.stripe.com");
  });

  it("takes a commercial visitor to /es/commercial-thank-you, with the community step and its messages in Spanish", async () => {
    const b = browser(nextIp(), "/es");
    await b.open("/es/get-started?service=commercial");
    const next = await b.send("contact", { intent: "next", serviceType: "commercial", ...contactFields("luis.es@example.com", { zipCode: "33131" }) });
    expect(next).toMatchObject({ status: 303, location: "/es/get-started?step=community" });
    const community = await b.open("/es/get-started?step=community");
    expect(h2(community.html)).toBe("Datos de la comunidad");
    expect(community.html).toContain("Quiero una propuesta");
    expect(community.html).toContain("Miembro de la junta directiva");

    const bad = await b.send("community", { intent: "submit", communityName: " ", numHomes: "0" });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("Escriba el nombre de la comunidad");
    expect(bad.html).toContain("Escriba un número del 1 al 100,000");

    const back = await b.send("community", { intent: "back", communityName: "Brickell Palms HOA" });
    expect(back).toMatchObject({ status: 303, location: "/es/get-started?step=contact" });

    const done = await b.send("community", { intent: "submit", communityName: "Brickell Palms HOA", numHomes: "240", role: "board", requestType: "proposal" });
    expect(done).toMatchObject({ status: 303, location: "/es/commercial-thank-you" });
    expect((await leadsByEmail("luis.es@example.com"))[0]).toMatchObject({ locale: "es", community_name: "Brickell Palms HOA", role: "board" });

    const outside = await post(
      { ...commercial("broward.es@example.com", { zipCode: "33301" }), token: await token() },
      nextIp(),
      "/es/get-started?step=community",
    );
    expect(outside.headers.get("Location")).toBe("/es/commercial-thank-you?coverage=confirm");
  });

  it("asks for the service in Spanish when none was chosen", async () => {
    const res = await post({ step: "service", intent: "service", token: await token() }, nextIp(), "/es/get-started?step=service");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Elija Residencial o Comercial");
  });

  it("sends a step the draft has not reached back to the one it has, in Spanish", async () => {
    const res = await get("/es/get-started?step=community");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/es/get-started?step=service");
  });

  it("answers the per-IP limit with the rate-limit message in Spanish, keeping the input", async () => {
    pinClockMidWindow();
    const ip = nextIp();
    for (let i = 0; i < rateLimitRules.leadSubmissions.limit; i++) {
      expect((await post({ ...residential(`limite${i}@example.com`), token: await token() }, ip, "/es/get-started?step=contact")).status).toBe(303);
    }
    const res = await post({ ...residential("limite-over@example.com"), token: await token() }, ip, "/es/get-started?step=contact");
    expect(res.status).toBe(429);
    const html = await text(res);
    expect(html).toContain("Demasiadas solicitudes desde su conexión");
    expect(html).toMatch(/inténtelo de nuevo en 30 minutos o llámenos al \(\d{3}\) \d{3}-\d{4}/);
    expect(html).toContain('value="limite-over@example.com"');
    expect(await leadsByEmail("limite-over@example.com")).toHaveLength(0);
  });

  it("refuses a bot in Spanish too", async () => {
    const res = await post(
      { ...residential("bot.es@example.com"), token: await token(), contact_me_by_fax_only: "sí" },
      nextIp(),
      "/es/get-started?step=contact",
    );
    expect(res.status).toBe(400);
    expect(await text(res)).toContain("No pudimos aceptar esta solicitud");
  });
});
