/**
 * A lead's phone as typed ("(305) 555-0142", "305.555.0142", "+1 305 555 0142") in E.164
 * ("+13055550142"), or null when it is not a US number a text can reach: ten digits (an optional
 * leading 1), an area code and exchange that do not start with 0 or 1, and no N11 service code.
 * Whether it is a mobile is only known to the carrier: the provider's error says so.
 */
export function toE164(phone: string): string | null {
  const digits = phone.replace(/[\s().+-]/g, "");
  if (!/^\d+$/.test(digits)) return null;
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) return null;
  if (/^[2-9]11/.test(national) || /^\d{3}[2-9]11/.test(national)) return null;
  return `+1${national}`;
}

/** The ten national digits of an E.164 US number ("+13055550142" → "3055550142"). */
export const nationalDigits = (e164: string) => e164.replace(/^\+1/, "");

/** "+13055550142" → "(305) 555-0142", for people (the admin, the customer area). */
export function formatUsPhone(e164: string): string {
  const d = nationalDigits(e164);
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : e164;
}
