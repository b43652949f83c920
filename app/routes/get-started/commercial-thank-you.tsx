import { Link } from "react-router";
import { CheckIcon, MailIcon, MapPinIcon, PhoneIcon } from "~/components/icons";
import { ResultPage } from "~/components/wizard/result-page";
import { hoursText } from "~/lib/business-contact";
import { useBusiness } from "~/root";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/commercial-thank-you";

export function loader({ url }: Route.LoaderArgs) {
  return { confirmCoverage: url.searchParams.get("coverage") === "confirm" };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Request Received",
    description: "Thank you for your request. Our team will be in touch.",
    path: "/commercial-thank-you",
    noindex: true,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  const contact = useBusiness();
  return (
    <ResultPage icon={<CheckIcon className="h-8 w-8" />}>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Thank You for Your Request</h1>
      <p className="mt-4 text-lg text-ink-muted">
        We have received your request. Our commercial team will review your community's details and be in touch within one business day.
      </p>
      {loaderData.confirmCoverage && (
        <p className="mt-6 flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-left text-amber-950">
          <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0" />
          Your zip code looks outside Miami-Dade County, our usual service area. We will confirm coverage with you first.
        </p>
      )}
      <div className="mt-8 rounded-xl bg-mist p-5 text-left">
        <p className="font-semibold text-ink">Need us sooner?</p>
        <ul className="mt-3 space-y-2">
          <li>
            <a href={contact.phoneHref} className="link inline-flex items-center gap-2">
              <PhoneIcon className="h-4 w-4" />
              {contact.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${contact.email}`} className="link inline-flex items-center gap-2">
              <MailIcon className="h-4 w-4" />
              {contact.email}
            </a>
          </li>
        </ul>
        <p className="mt-3 text-sm text-ink-muted">{hoursText(contact.hours)}</p>
      </div>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className="btn-primary">
          Back to home
        </Link>
        <Link to="/commercial" className="btn-secondary">
          Commercial services
        </Link>
      </div>
    </ResultPage>
  );
}
