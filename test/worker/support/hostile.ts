/**
 * A small seeded generator of hostile input for test/worker/hostile-input.test.ts.
 * Same seed, same payloads: a failure names its case number and can be replayed.
 */

/** mulberry32: a tiny deterministic PRNG. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Rng = ReturnType<typeof seeded>;

export const OVERSIZED = [101, 121, 255, 301, 1001, 2001, 5000, 70_000].map((n) => "A".repeat(n));

export const UNICODE = [
  "\u202Egnp.exe", // right-to-left override
  "Maria \u202Eztrew\u202C Lopez",
  "a\u200Bb\u200Cc\u200Dd", // zero-width space / joiners
  "\u200B",
  "\uFEFF",
  "\u2060\u180E",
  "🐶🐱🐾",
  "👨‍👩‍👧‍👦 Family",
  "🐶".repeat(60),
  "\uD800", // lone high surrogate
  "abc\uDFFFdef", // lone low surrogate
  "\u0000",
  "nul\u0000byte",
  "\u0000@example.com",
  "e\u0301\u0301\u0301",
  "Z\u0324\u0354\u0367\u0311\u0313",
  "\u2028\u2029",
  "ｆｕｌｌｗｉｄｔｈ＠ｅｘａｍｐｌｅ．ｃｏｍ",
  "محمد الأحمد",
  "\u0661\u0662\u0663\u0664\u0665",
  "\r\n\r\nSet-Cookie: x=1",
  "\t \n ",
] as const;

export const SCRIPT = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(document.cookie)>',
  "<svg/onload=alert(1)>",
  "javascript:alert(1)",
  "</textarea><script>alert(1)</script>",
  "{{7*7}}${7*7}<%= 7*7 %>",
  '<!--#exec cmd="ls"-->',
] as const;

export const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE leads; --",
  "Robert'); DROP TABLE users;--",
  '" OR ""="',
  "1; DELETE FROM leads",
  "admin'--",
  "%' UNION SELECT password_hash FROM users --",
  "\\'; SELECT sqlite_version(); --",
] as const;

export const NEAR_MISS = [
  "",
  "   ",
  "a@b",
  "a@@example.com",
  "user@example.com\n",
  "user@exa mple.com",
  "@example.com",
  "305-555-01234",
  "+44 20 7946 0958",
  "(000) 555-0100",
  "33131-1234",
  "3313",
  "331310",
  "-1",
  "0",
  "1e309",
  "NaN",
  "Infinity",
  "99999999999999999999",
  "1.5",
  "0x1F",
] as const;

export const WRONG_TYPES: readonly unknown[] = [
  0,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  null,
  [],
  ["a", "b"],
  {},
  { $gt: "" },
  { toString: "x" },
  [[[[[["deep"]]]]]],
];

export const HOSTILE_STRINGS: readonly string[] = [...OVERSIZED, ...UNICODE, ...SCRIPT, ...SQL, ...NEAR_MISS];

export function hostileString(r: Rng): string {
  const group = r.pick([OVERSIZED, UNICODE, SCRIPT, SQL, NEAR_MISS] as const);
  const base = r.pick(group);
  // Sometimes wrap a hostile fragment around something plausible.
  return r.chance(0.25) ? `${base}${r.pick(["Ana", "ana@example.com", "305 555 0142", "33131"])}${base}` : base;
}

/** A hostile value for a JSON field: a hostile string most of the time, else a wrong type. */
export function hostileJsonValue(r: Rng): unknown {
  return r.chance(0.7) ? hostileString(r) : r.pick(WRONG_TYPES);
}

/** Whole-body hostiles for JSON endpoints: malformed JSON and non-objects. */
export const MALFORMED_JSON = [
  "",
  "{",
  "}",
  "{'fullName': 'single quotes'}",
  '{"fullName": }',
  '{"fullName": "a",}',
  "null",
  "[]",
  "[{}]",
  '"just a string"',
  "123",
  "true",
  "\uFEFF{}",
  '{"a":1}garbage',
  "\u0000",
  "NaN",
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"x": 1}}}',
  `${"[".repeat(5000)}${"]".repeat(5000)}`,
  `{"special_instructions": "${"x".repeat(20_000)}"}`,
];

export interface Mutation {
  describe: string;
  apply(fields: Map<string, string[]>): void;
}

/**
 * Mutates a form (field → values, so duplicates are possible): a hostile value, a missing
 * field, a duplicated field, or an unexpected extra field.
 */
export function mutateForm(r: Rng, fields: Map<string, string[]>, names: readonly string[]): string[] {
  const notes: string[] = [];
  const count = 1 + r.int(3);
  for (let i = 0; i < count; i++) {
    const name = r.pick(names);
    const kind = r.int(10);
    if (kind < 6) {
      const value = hostileString(r);
      fields.set(name, [value]);
      notes.push(`${name}=hostile(${JSON.stringify(value.slice(0, 24))}${value.length > 24 ? `…${value.length}` : ""})`);
    } else if (kind < 8) {
      fields.delete(name);
      notes.push(`${name} missing`);
    } else if (kind < 9) {
      fields.set(name, [...(fields.get(name) ?? []), hostileString(r)]);
      notes.push(`${name} duplicated`);
    } else {
      const extra = r.pick(["__proto__", "constructor", "id", "status", "deleted_at", "role", "is_admin"]);
      fields.set(extra, [hostileString(r)]);
      notes.push(`extra ${extra}`);
    }
  }
  return notes;
}

export function formBody(fields: Map<string, string[]>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [k, values] of fields) for (const v of values) body.append(k, v);
  return body;
}

export function multipartBody(fields: Map<string, string[]>): FormData {
  const body = new FormData();
  for (const [k, values] of fields) for (const v of values) body.append(k, v);
  return body;
}

/** Ways to send a form body that a form action should refuse cleanly or parse safely. */
export type Encoding = "urlencoded" | "multipart" | "json" | "text" | "none" | "empty" | "bad-multipart" | "bad-percent" | "huge" | "file";

export function pickEncoding(r: Rng): Encoding {
  // Mostly well-formed encodings, so the field-level hostiles reach validation.
  return r.chance(0.8)
    ? r.pick(["urlencoded", "urlencoded", "multipart"] as const)
    : r.pick(["json", "text", "none", "empty", "bad-multipart", "bad-percent", "huge", "file"] as const);
}

export function encodeForm(encoding: Encoding, fields: Map<string, string[]>): { body: BodyInit; headers: Record<string, string> } {
  switch (encoding) {
    case "urlencoded":
      return { body: formBody(fields), headers: {} };
    case "multipart":
      return { body: multipartBody(fields), headers: {} };
    case "json":
      return { body: JSON.stringify(Object.fromEntries([...fields].map(([k, v]) => [k, v[0]]))), headers: { "Content-Type": "application/json" } };
    case "text":
      return { body: formBody(fields).toString(), headers: { "Content-Type": "text/plain" } };
    case "none":
      return { body: new Blob([formBody(fields).toString()]), headers: {} };
    case "empty":
      return { body: null as unknown as BodyInit, headers: {} };
    case "bad-multipart":
      return { body: formBody(fields).toString(), headers: { "Content-Type": "multipart/form-data; boundary=----nope" } };
    case "bad-percent":
      return { body: `${formBody(fields).toString()}&fullName=%E0%A4%A&email=%ZZ%`, headers: { "Content-Type": "application/x-www-form-urlencoded" } };
    case "huge": {
      const huge = new URLSearchParams(formBody(fields));
      huge.append("padding", "x".repeat(1_000_000));
      return { body: huge, headers: {} };
    }
    case "file": {
      const form = multipartBody(fields);
      const first = [...fields.keys()][0] ?? "email";
      form.set(first, new File(["<script>alert(1)</script>"], "evil.html", { type: "text/html" }));
      return { body: form, headers: {} };
    }
  }
}
