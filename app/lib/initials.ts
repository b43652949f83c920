/**
 * "MG" for "Maria Gonzalez" (or "Maria G."): the first letters of the first and last words of a
 * name, for an avatar (the customer area's header and profile, the reviews on public pages);
 * "?" for no name.
 */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "?";
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}
