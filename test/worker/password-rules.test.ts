import { describe, expect, it } from "vitest";
import { issueToken } from "~server/models/auth-tokens";
import { findUserByEmail } from "~server/models/users";
import { createUser } from "./support/auth";
import { db } from "./support/leads";
import { postForm } from "./support/worker";

/**
 * A password chosen through a link is refused when it is only spaces, made of very few distinct
 * characters, or on the bundled list of the most common passwords (with or without digits and
 * symbols around it), with a message that says why, in the page's language.
 */
describe("weak passwords are refused when chosen through a link", () => {
  const cases = [
    ["only spaces", " ".repeat(14), "can't be only spaces", "no puede ser solo espacios"],
    [
      "few distinct characters",
      "aaaaaaaaaaaa",
      "This password has too few different characters; add others",
      "Esta contraseña tiene muy pocos caracteres distintos; agregue otros",
    ],
    [
      "few distinct characters, alternating",
      "abababababab1",
      "This password has too few different characters; add others",
      "Esta contraseña tiene muy pocos caracteres distintos; agregue otros",
    ],
    ["a common password", "1qaz2wsx3edc", "one of the most common passwords", "una de las contraseñas más comunes"],
    ["a common password in capitals", "QWERTY123456", "one of the most common passwords", "una de las contraseñas más comunes"],
    ["a common word with digits around it", "sunshine2024!", "one of the most common passwords", "una de las contraseñas más comunes"],
  ] as const;

  for (const [what, password, english, spanish] of cases) {
    it(`refuses ${what}, saying why in English and in Spanish`, async () => {
      const email = `weak.${what.replace(/\W+/g, "-")}@example.com`;
      const user = await createUser(email, "the first password", "customer");
      const before = (await findUserByEmail(db, email))?.password_hash;
      const token = await issueToken(db, user.id, "password_reset");

      const en = await postForm(`/reset-password/${token}`, { password, confirm: password });
      expect(en.status).toBe(400);
      expect((await en.text()).replaceAll("&#x27;", "'")).toContain(english);
      const es = await postForm(`/es/reset-password/${token}`, { password, confirm: password });
      expect(es.status).toBe(400);
      expect(await es.text()).toContain(spanish);
      expect((await findUserByEmail(db, email))?.password_hash).toBe(before);
    });
  }

  it("accepts a long phrase of ordinary words", async () => {
    const user = await createUser("strong.phrase@example.com", "the first password", "customer");
    const token = await issueToken(db, user.id, "password_reset");
    const res = await postForm(`/reset-password/${token}`, { password: "purple kayak under the mango tree", confirm: "purple kayak under the mango tree" });
    expect(res.status).toBe(303);
  });
});
