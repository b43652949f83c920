import { data, href, redirect, useNavigation } from "react-router";
import { AdminErrorPage } from "~/components/admin/admin-error-page";
import { InviteForm } from "~/components/admin/invite-form";
import { AccountTable } from "~/components/admin/team-accounts";
import type { FieldErrors } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { changeFromTeam, teamPage } from "~server/auth/team";
import { cloudflareContext, dbContext, staffContext } from "~server/context";
import type { Route } from "./+types/team";

/** The team page (server/auth/team.ts): who can sign in, and with what role. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return teamPage(context.get(dbContext), context.get(staffContext), url.searchParams);
}

/** The team page's forms (server/auth/team.ts): done goes back with its notice; a refusal shows its message. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const outcome = await changeFromTeam(context.get(dbContext), context.get(cloudflareContext).env, context.get(staffContext), form);
  switch (outcome.result) {
    case "done":
      return redirect(`${href("/admin/team")}?notice=${outcome.notice}`, 303);
    case "invite":
      return data({ intent, errors: outcome.errors, values: outcome.values, error: null }, { status: outcome.status });
    case "refused":
      return data({ intent, errors: {}, values: {}, error: outcome.message }, { status: outcome.status });
  }
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

          <InviteForm errors={errors} values={values} inviting={inviting} />
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
