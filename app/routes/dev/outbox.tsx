import { Fragment } from "react";
import { data, Form } from "react-router";
import { pageMeta } from "~/lib/meta";
import { getConfig } from "~server/config";
import { cloudflareContext, dbContext } from "~server/context";
import { isLocalToolRequest } from "~server/middleware/local-only";
import { recentEmails, recentTexts } from "~server/models/outbox";
import type { Route } from "./+types/outbox";

/**
 * The e-mails the `outbox` provider kept (EMAIL_PROVIDER = "outbox"), newest first, so a developer
 * can follow a reset or an invitation link without a mail server, and the end-to-end tests can
 * read them; beside them the texts the SMS `outbox` provider kept (SMS_PROVIDER = "outbox"), each
 * with its recipient in E.164. Only in development and tests, asked for by this machine's own name
 * (a loopback host, server/middleware/local-only.ts): anywhere else this page does not exist.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const config = getConfig(env);
  if (!isLocalToolRequest(config, request) || (config.EMAIL_PROVIDER !== "outbox" && config.SMS_PROVIDER !== "outbox"))
    throw data("Not found", { status: 404 });
  const to = url.searchParams.get("to")?.trim().toLowerCase() ?? "";
  // A phone filter in E.164 ("+13055550142"); the "+" may arrive as a space from a typed query.
  const phone = (url.searchParams.get("phone") ?? "").trim().replace(/^(\d)/, "+$1");
  const db = context.get(dbContext);
  const [messages, texts] = await Promise.all([
    // Filtering by one kind of recipient shows only that kind.
    config.EMAIL_PROVIDER === "outbox" && !(phone && !to) ? recentEmails(db, to) : [],
    config.SMS_PROVIDER === "outbox" && !(to && !phone) ? recentTexts(db, phone) : [],
  ]);
  return { to, phone, messages, texts };
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
  const { to, phone, messages, texts } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">Development outbox</h1>
      <p className="mt-1 text-ink-muted">
        E-mails and texts the site would have sent (EMAIL_PROVIDER and SMS_PROVIDER = &quot;outbox&quot;), newest first. Never available when deployed.
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="to" className="field-label">
            E-mail recipient
          </label>
          <input id="to" name="to" type="email" defaultValue={to} className="field-input" />
        </div>
        <div>
          <label htmlFor="phone" className="field-label">
            Text recipient <span className="text-sm font-normal text-ink-muted">(+1…)</span>
          </label>
          <input id="phone" name="phone" type="tel" defaultValue={phone} className="field-input" />
        </div>
        <button type="submit" className="btn-secondary rounded-lg">
          Filter
        </button>
      </Form>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="emails-heading">
          {/* Not a heading element: each e-mail's subject is the page's h2 (tests read them). */}
          <p id="emails-heading" className="text-lg font-bold text-ink">
            E-mails
          </p>
          <EmailList messages={messages} />
        </section>
        <section aria-labelledby="texts-heading">
          <p id="texts-heading" className="text-lg font-bold text-ink">
            Texts
          </p>
          {texts.length === 0 ? (
            <p className="mt-4 text-ink-muted">No texts yet.</p>
          ) : (
            <ol className="mt-4 space-y-3">
              {texts.map((t) => (
                <li key={t.id}>
                  <article aria-label={`Text to ${t.to_phone}`} className="card p-4">
                    <p className="text-sm text-ink-muted">
                      To <span data-testid="sms-to">{t.to_phone}</span> · <time dateTime={t.created_at}>{t.created_at}</time>
                    </p>
                    <p className="mt-2 max-w-[36ch] rounded-2xl rounded-bl-sm bg-mist px-3 py-2 text-sm whitespace-pre-wrap text-ink" data-testid="sms-body">
                      <Linked text={t.body} />
                    </p>
                  </article>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </main>
  );
}

function EmailList({ messages }: { messages: Route.ComponentProps["loaderData"]["messages"] }) {
  return (
    <>
      {messages.length === 0 ? (
        <p className="mt-4 text-ink-muted">No e-mails yet.</p>
      ) : (
        <ol className="mt-4 space-y-4">
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
    </>
  );
}
