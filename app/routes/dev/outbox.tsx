import { desc, eq, sql } from "drizzle-orm";
import { Fragment } from "react";
import { data, Form } from "react-router";
import { pageMeta } from "~/lib/meta";
import { getConfig } from "~server/config";
import { cloudflareContext, dbContext } from "~server/context";
import { emailOutbox } from "~server/db/schema";
import type { Route } from "./+types/outbox";

/**
 * The e-mails the `outbox` provider kept (EMAIL_PROVIDER = "outbox"), newest first, so a developer
 * can follow a reset or an invitation link without a mail server, and the end-to-end tests can
 * read them. Only in development and tests: anywhere else this page does not exist.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const config = getConfig(env);
  const local = config.ENVIRONMENT === "development" || config.ENVIRONMENT === "test";
  if (!local || config.EMAIL_PROVIDER !== "outbox") throw data("Not found", { status: 404 });
  const to = url.searchParams.get("to")?.trim().toLowerCase() ?? "";
  const messages = await context
    .get(dbContext)
    .select()
    .from(emailOutbox)
    .where(to ? eq(sql`lower(${emailOutbox.to_address})`, to) : undefined)
    .orderBy(desc(emailOutbox.id))
    .limit(50);
  return { to, messages };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Development outbox", description: "E-mails kept by the development outbox.", path: "/dev/outbox", noindex: true });

/** Plain text with its http(s) links made clickable. */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return parts.map((part, i) =>
    /^https?:\/\//.test(part) ? (
      <a key={i} href={part} className="link break-all">
        {part}
      </a>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const { to, messages } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">Development outbox</h1>
      <p className="mt-1 text-ink-muted">
        E-mails the site would have sent (EMAIL_PROVIDER = &quot;outbox&quot;), newest first. Never available when deployed.
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="to" className="field-label">
            Recipient
          </label>
          <input id="to" name="to" type="email" defaultValue={to} className="field-input" />
        </div>
        <button type="submit" className="btn-secondary rounded-lg">
          Filter
        </button>
      </Form>
      {messages.length === 0 ? (
        <p className="mt-8 text-ink-muted">No e-mails yet.</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {messages.map((m) => (
            <li key={m.id} className="card p-5">
              <article aria-label={m.subject}>
                <h2 className="font-bold text-ink">{m.subject}</h2>
                <p className="text-sm text-ink-muted">
                  To <span data-testid="to">{m.to_address}</span> · <time dateTime={m.created_at}>{m.created_at}</time>
                </p>
                <pre className="mt-3 font-sans text-sm whitespace-pre-wrap text-ink">
                  <Linked text={m.text} />
                </pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
