/**
 * Lead choices shared by the database schema (server/db/schema.ts), the forms (app/lib/lead-schema.ts)
 * and the admin: one list of codes with their labels. No imports, so drizzle-kit can load it too.
 */

type Codes<T extends readonly { value: string }[]> = { -readonly [K in keyof T]: T[K]["value"] };
const codes = <const T extends readonly { value: string }[]>(choices: T) => choices.map((c) => c.value) as Codes<T>;

export const FREQUENCY_CHOICES = [
  { value: "weekly", label: "Weekly" },
  { value: "bi-weekly", label: "Bi-Weekly" },
  { value: "monthly", label: "Monthly" },
] as const;
export const SERVICE_FREQUENCIES = codes(FREQUENCY_CHOICES);
export type ServiceFrequency = (typeof SERVICE_FREQUENCIES)[number];

/** Days a residential visit can be scheduled; "No preference" is stored as NULL. */
export const PREFERRED_DAY_CHOICES = [
  { value: "monday", label: "Monday" },
  { value: "tuesday", label: "Tuesday" },
  { value: "wednesday", label: "Wednesday" },
  { value: "thursday", label: "Thursday" },
  { value: "friday", label: "Friday" },
  { value: "saturday", label: "Saturday" },
] as const;
export const PREFERRED_DAYS = codes(PREFERRED_DAY_CHOICES);
export type PreferredDay = (typeof PREFERRED_DAYS)[number];
export const NO_DAY_PREFERENCE = "No preference";

export const frequencyLabel = (frequency: string): string => FREQUENCY_CHOICES.find((c) => c.value === frequency)?.label ?? frequency;

export const preferredDayLabel = (day: string | null | undefined): string => PREFERRED_DAY_CHOICES.find((c) => c.value === day)?.label ?? NO_DAY_PREFERENCE;
