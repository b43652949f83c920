import { Link } from "react-router";
import { CheckIcon } from "~/components/icons";
import { ResultPage } from "~/components/wizard/result-page";
import { business } from "~/content/business";
import { useBusiness } from "~/root";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/success";
import { log } from "~server/log";

export function loader({ url }: Route.LoaderArgs) {
  // The payment provider appends its checkout session id; we only log it (the webhook does the work).
  const sessionId = url.searchParams.get("session_id");
  if (sessionId) log.info("checkout_success_page", { sessionId: sessionId.slice(0, 200) });
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Payment Successful", description: "Your payment was received.", path: "/success", noindex: true });

export default function Page() {
  const contact = useBusiness();
  return (
    <ResultPage icon={<CheckIcon className="h-8 w-8" />}>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Payment Successful</h1>
      <p className="mt-4 text-lg text-ink-muted">
        Welcome to {business.name}! Your plan is active. We will confirm your details and schedule your first visit within 24 hours, by e-mail or text.
      </p>
      <ul className="mx-auto mt-6 max-w-sm space-y-2 text-left text-ink">
        {["A confirmation is on its way to your inbox", "No need to be home on service day", "A service summary after every visit"].map((t) => (
          <li key={t} className="flex gap-2">
            <CheckIcon className="mt-1 h-4 w-4 shrink-0 text-brand" />
            {t}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/customer" className="btn-primary">
          Go to your dashboard
        </Link>
        <Link to="/" className="btn-secondary">
          Back to home
        </Link>
      </div>
      <p className="mt-6 text-sm text-ink-muted">
        Questions? Call{" "}
        <a href={contact.phoneHref} className="link">
          {contact.phone}
        </a>
      </p>
    </ResultPage>
  );
}
