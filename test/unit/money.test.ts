import { describe, expect, it } from "vitest";
import { formatMoney } from "../../app/lib/money";

describe("formatMoney", () => {
  it("reads an amount in the currency's minor units with that currency's own decimals, as each language writes money", () => {
    expect(formatMoney(1999, "usd", "en")).toBe("$19.99");
    expect(formatMoney(2000, "jpy", "en")).toBe("¥2,000");
    expect(formatMoney(1500, "kwd", "es")).toBe("KWD\u00a01.500");
    // es-US names a euro by its code, where en-US uses the sign; a code is followed by a no-break space.
    expect(formatMoney(123450, "eur", "en")).toBe("€1,234.50");
    expect(formatMoney(123450, "eur", "es")).toBe("EUR\u00a01,234.50");
  });

  it("shows what came, with its code, when the currency is not a currency code at all", () => {
    expect(formatMoney(1999, "dollars", "en")).toBe("1,999 DOLLARS");
  });
});
