import { Form, href } from "react-router";
import { formatDateTime } from "~/lib/dates";
import type { TeamMember } from "~server/models/users";

const STATUS_STYLES: Record<TeamMember["status"], string> = {
  active: "bg-green-100 text-green-900",
  pending: "bg-amber-100 text-amber-950",
  deactivated: "bg-slate-200 text-slate-800",
};
const STATUS_LABELS: Record<TeamMember["status"], string> = { active: "Active", pending: "Invited", deactivated: "Deactivated" };

/** One list of the team page (staff, crew or customers), each account with its actions. */
export function AccountTable({
  title,
  description,
  accounts,
  total = accounts.length,
  selfId,
  children,
}: {
  title: string;
  description: string;
  accounts: TeamMember[];
  /** How many there are in all, when `accounts` is one page of them. */
  total?: number;
  selfId: number;
  /** A search and the page links, under the description. */
  children?: React.ReactNode;
}) {
  const id = `${title.toLowerCase().replace(/\W+/g, "-")}-heading`;
  return (
    <section aria-labelledby={id} className="card overflow-hidden">
      <div className="border-b border-line px-5 py-4">
        <h2 id={id} className="text-lg font-bold text-ink">
          {title} <span className="text-sm font-normal text-ink-muted">({total})</span>
        </h2>
        <p className="text-sm text-ink-muted">{description}</p>
        {children}
      </div>
      {accounts.length === 0 ? (
        <p className="px-5 py-6 text-sm text-ink-muted">No accounts yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {accounts.map((account) => (
            <li key={account.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">
                  {account.name || account.email}
                  {account.id === selfId && <span className="ml-2 text-sm font-normal text-ink-muted">(you)</span>}
                  {account.demo && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-950">Demo</span>}
                </p>
                {account.name && <p className="text-sm break-all text-ink-muted">{account.email}</p>}
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[account.status]}`}>{STATUS_LABELS[account.status]}</span>
                  <span>
                    Last sign-in: {account.lastSignInAt ? <time dateTime={account.lastSignInAt}>{formatDateTime(account.lastSignInAt)}</time> : "never"}
                  </span>
                  {account.leadId !== null && (
                    <a href={`${href("/admin")}?q=${encodeURIComponent(account.email)}`} className="link">
                      Service (lead #{account.leadId})
                    </a>
                  )}
                </p>
              </div>
              <AccountActions account={account} isSelf={account.id === selfId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AccountActions({ account, isSelf }: { account: TeamMember; isSelf: boolean }) {
  const label = account.name || account.email;
  const button = "inline-flex min-h-11 items-center rounded-lg border border-line px-3 text-sm font-semibold text-ink hover:bg-mist";
  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      {account.status === "pending" && (
        <Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="userId" value={account.id} />
          <button type="submit" className={button} aria-label={`Resend invitation to ${label}`}>
            Resend invitation
          </button>
        </Form>
      )}
      {account.status === "deactivated" ? (
        <Form method="post">
          <input type="hidden" name="intent" value="reactivate" />
          <input type="hidden" name="userId" value={account.id} />
          <input type="hidden" name="version" value={account.version} />
          <button type="submit" className={button} aria-label={`Reactivate ${label}`}>
            Reactivate
          </button>
        </Form>
      ) : (
        !isSelf && (
          <Form method="post">
            <input type="hidden" name="intent" value="deactivate" />
            <input type="hidden" name="userId" value={account.id} />
            <input type="hidden" name="version" value={account.version} />
            <button type="submit" className={`${button} text-red-800 hover:bg-red-50`} aria-label={`Deactivate ${label}`}>
              Deactivate
            </button>
          </Form>
        )
      )}
    </div>
  );
}
