import { href, Link } from "react-router";
import type { DuplicateMatch } from "~server/models/lead-stats";

/** Digits only, without a leading US country code: what the duplicate check compares and the search finds. */
const phoneDigits = (phone: string) => {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
};

const others = (n: number) => `${n} other lead${n === 1 ? "" : "s"}`;

/**
 * "Possible duplicate" on a lead that shares its e-mail or phone with another active lead received
 * within 90 days (server/models/lead-stats.ts), with a search link that lists them together.
 */
export function DuplicateBadge({ lead, matches }: { lead: { email: string; phone: string }; matches: DuplicateMatch[] | undefined }) {
  if (!matches || matches.length === 0) return null;
  const byEmail = matches.filter((m) => m.email).length;
  const byPhone = matches.filter((m) => m.phone).length;
  return (
    <div className="mt-1 text-xs">
      <p className="inline-flex items-center gap-1 rounded bg-orange-50 whitespace-nowrap px-1.5 py-0.5 font-semibold text-orange-900 ring-1 ring-orange-600/30 ring-inset">
        Possible duplicate
      </p>
      <ul className="mt-0.5 space-y-0.5">
        {byEmail > 0 && (
          <li>
            <Link to={`${href("/admin")}?${new URLSearchParams({ q: lead.email.trim() })}`} className="link">
              Same e-mail as {others(byEmail)}
            </Link>
          </li>
        )}
        {byPhone > 0 && (
          <li>
            <Link to={`${href("/admin")}?${new URLSearchParams({ q: phoneDigits(lead.phone) })}`} className="link">
              Same phone as {others(byPhone)}
            </Link>
          </li>
        )}
      </ul>
    </div>
  );
}
