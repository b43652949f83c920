import { data, Form, href, redirect, useNavigation } from "react-router";
import { AdminErrorPage } from "~/components/admin/admin-error-page";
import { Field } from "~/components/form-field";
import { type FieldErrors, idParam, versionParam } from "~/lib/forms";
import { formatDateTime } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { inviteAccount, resendInvitation } from "~server/auth/accounts";
import { parseInvite } from "~server/auth/team";
import { TEAM_MESSAGES, type TeamNotice, teamNoticeText } from "~server/content/team-page";
import { cloudflareContext, dbContext, staffContext } from "~server/context";
import { setAccountActive, TEAM_CUSTOMERS_PAGE_SIZE, teamAccounts, type TeamMember } from "~server/models/users";
import type { Route } from "./+types/team";

export async function loader({ context, url }: Route.LoaderArgs) {
  const admin = context.get(staffContext);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const accounts = await teamAccounts(context.get(dbContext), { page: Number(url.searchParams.get("page") ?? "1"), q });
  return {
    admin: { id: admin.id, email: admin.email },
    accounts,
    q,
    pageSize: TEAM_CUSTOMERS_PAGE_SIZE,
    notice: teamNoticeText(url.searchParams.get("notice")),
  };
}

const done = (notice: TeamNotice) => redirect(`${href("/admin/team")}?notice=${notice}`, 303);

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(staffContext);
  const { env } = context.get(cloudflareContext);
  const db = context.get(dbContext);
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "invite") {
    const parsed = parseInvite(form);
    if (!parsed.ok) return data({ intent, errors: parsed.errors, values: parsed.values, error: null }, { status: 400 });
    const outcome = await inviteAccount(db, env, parsed.data, admin);
    if (outcome.result === "exists") {
      return data({ intent, errors: { email: TEAM_MESSAGES.exists }, values: parsed.values, error: null }, { status: 409 });
    }
    return done(outcome.result === "invited" ? "invited" : "invite_queue_failed");
  }

  const userId = idParam(form.get("userId"));
  const version = versionParam(form.get("version")) ?? -1;
  if (userId === null) return data({ intent, errors: {}, values: {}, error: TEAM_MESSAGES.unknown }, { status: 400 });

  if (intent === "resend") {
    const outcome = await resendInvitation(db, env, userId, admin);
    if (outcome === "ok") return done("resent");
    const status = outcome === "not_found" ? 404 : outcome === "queue_failed" ? 503 : 409;
    return data({ intent, errors: {}, values: {}, error: TEAM_MESSAGES[outcome] }, { status });
  }
  if (intent === "deactivate" || intent === "reactivate") {
    if (!Number.isInteger(version)) return data({ intent, errors: {}, values: {}, error: TEAM_MESSAGES.unknown }, { status: 400 });
    const outcome = await setAccountActive(db, userId, intent === "reactivate", version, admin);
    if (outcome === "ok" || outcome === "unchanged") return done(intent === "deactivate" ? "deactivated" : "reactivated");
    const status = outcome === "not_found" ? 404 : outcome === "conflict" ? 409 : 400;
    return data({ intent, errors: {}, values: {}, error: TEAM_MESSAGES[outcome] }, { status });
  }
  return data({ intent, errors: {}, values: {}, error: TEAM_MESSAGES.unknown }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Team and accounts", description: "Who can sign in, and with what role.", path: href("/admin/team"), noindex: true });

export default function TeamPage({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, accounts, q, pageSize, notice } = loaderData;
  const navigation = useNavigation();
  const inviting = navigation.state === "submitting" && navigation.formData?.get("intent") === "invite";
  const errors: FieldErrors = actionData?.intent === "invite" ? actionData.errors : {};
  const values: Record<string, string> = actionData?.intent === "invite" ? actionData.values : {};
  const { staff, crew, customers, customerTotal, page, pageCount } = accounts;
  const pageLink = (n: number) => `${href("/admin/team")}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) })}#customers-heading`;

  return (
    <>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <div className="mb-6">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Team and accounts</h1>
          <p className="mt-1 text-sm text-ink-muted">
            Invite office staff, the crew and customers by e-mail, and take access away when someone leaves. Deactivated accounts keep their history.
          </p>
        </div>

        {notice && (
          <p role="status" className="mb-5 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
            {notice}
          </p>
        )}
        {actionData?.error && (
          <p role="alert" className="mb-5 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
            {actionData.error}
          </p>
        )}

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="grid gap-6">
            <AccountTable title="Office staff" description="Admins manage leads, customers and this page." accounts={staff} selfId={admin.id} />
            <AccountTable title="Crew" description="The crew reads and closes the day's visits, and nothing else." accounts={crew} selfId={admin.id} />
            <AccountTable
              title="Customers"
              description="Created when a lead converts, or invited here. Each sees only their own service."
              accounts={customers}
              total={customerTotal}
              selfId={admin.id}
            >
              <form method="get" action={href("/admin/team")} className="mt-3 flex flex-wrap items-end gap-2">
                <div className="min-w-0 grow">
                  <label htmlFor="customer-search" className="block text-sm font-semibold text-ink">
                    Find a customer
                  </label>
                  <input
                    id="customer-search"
                    name="q"
                    type="search"
                    defaultValue={q}
                    maxLength={100}
                    placeholder="E-mail or name"
                    className="field-input w-full"
                  />
                </div>
                <button type="submit" className="btn-secondary min-h-11 rounded-lg px-4">
                  Search
                </button>
              </form>
              {pageCount > 1 && (
                <nav aria-label="Customer pages" className="mt-3 flex flex-wrap items-center gap-x-4 text-sm">
                  <span className="text-ink-muted">
                    Page {page} of {pageCount} ({pageSize} a page)
                  </span>
                  {page > 1 && (
                    <a href={pageLink(page - 1)} className="link inline-flex min-h-11 items-center">
                      Previous
                    </a>
                  )}
                  {page < pageCount && (
                    <a href={pageLink(page + 1)} className="link inline-flex min-h-11 items-center">
                      Next
                    </a>
                  )}
                </nav>
              )}
            </AccountTable>
          </div>

          <section aria-labelledby="invite-heading" className="card p-5">
            <h2 id="invite-heading" className="text-lg font-bold text-ink">
              Invite someone
            </h2>
            <p className="mt-1 text-sm text-ink-muted">They get an e-mail with a link to choose a password. The link works for 7 days.</p>
            <Form method="post" noValidate className="mt-4 space-y-4">
              <input type="hidden" name="intent" value="invite" />
              <Field name="email" label="Email" error={errors.email} required>
                {(props) => (
                  <input
                    {...props}
                    type="email"
                    autoComplete="off"
                    defaultValue={values.email ?? ""}
                    autoFocus={Boolean(errors.email)}
                    className="field-input"
                  />
                )}
              </Field>
              <Field name="name" label="Name" error={errors.name}>
                {(props) => <input {...props} type="text" autoComplete="off" maxLength={100} defaultValue={values.name ?? ""} className="field-input" />}
              </Field>
              <Field name="role" label="Role" error={errors.role} required>
                {(props) => (
                  <select {...props} defaultValue={values.role ?? "admin"} className="field-input">
                    <option value="admin">Admin (office staff)</option>
                    <option value="crew">Crew (the day's visits only)</option>
                    <option value="customer">Customer</option>
                  </select>
                )}
              </Field>
              <Field name="locale" label="Language of the e-mail" error={errors.locale} required>
                {(props) => (
                  <select {...props} defaultValue={values.locale ?? "en"} className="field-input">
                    <option value="en">English</option>
                    <option value="es">Español</option>
                  </select>
                )}
              </Field>
              <button type="submit" disabled={inviting} className="btn-primary w-full rounded-lg">
                {inviting ? "Sending invitation..." : "Send invitation"}
              </button>
            </Form>
          </section>
        </div>
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminErrorPage
      error={error}
      title="Team and accounts"
      fallback="The accounts could not be loaded."
      reload={{ to: href("/admin/team"), label: "Try again" }}
    />
  );
}

const STATUS_STYLES: Record<TeamMember["status"], string> = {
  active: "bg-green-100 text-green-900",
  pending: "bg-amber-100 text-amber-950",
  deactivated: "bg-slate-200 text-slate-800",
};
const STATUS_LABELS: Record<TeamMember["status"], string> = { active: "Active", pending: "Invited", deactivated: "Deactivated" };

function AccountTable({
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
