import { describe, expect, it } from "vitest";
import { base64, base64url, fromBase64url, randomId, safeEqual } from "~server/crypto";

/** server/crypto.ts: the one place for base64 variants and constant-time comparison. */
describe("encodings", () => {
  const bytes = new Uint8Array([0xfb, 0xff, 0xfe, 0x00, 0x3e]);

  it("base64 keeps padding and + /; base64url uses - _ without padding", () => {
    expect(base64(bytes)).toBe("+//+AD4=");
    expect(base64url(bytes)).toBe("-__-AD4");
    // A view into a larger buffer encodes only its own bytes.
    expect(base64url(new Uint8Array([9, ...bytes, 9]).subarray(1, 6))).toBe("-__-AD4");
  });

  it("reads back what it wrote and refuses what is not base64url", () => {
    const text = "l1.42.1700000000000 ñ";
    expect(fromBase64url(base64url(new TextEncoder().encode(text)))).toBe(text);
    for (const bad of ["+//+", "ab=c", "a", "%%", "abc.def"]) expect(fromBase64url(bad), bad).toBeNull();
  });

  it("makes random ids of the asked size, all different", () => {
    expect(randomId()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(randomId(32)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(Array.from({ length: 100 }, () => randomId())).size).toBe(100);
  });
});

describe("safeEqual", () => {
  it("is true only for the same string, whatever the lengths", async () => {
    const token = "test-admin-api-token-0123456789abcdef";
    expect(await safeEqual(token, token)).toBe(true);
    for (const other of ["", token.slice(0, -1), `${token}x`, token.toUpperCase(), `${token.slice(0, -1)}F`]) {
      expect(await safeEqual(other, token), other).toBe(false);
    }
  });
});
