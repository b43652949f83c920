import { createContext, data, redirect, redirectDocument } from "react-router";
import { ClockIcon, LeafIcon, PhoneIcon, ShieldIcon } from "~/components/icons";
import { CommunityStep } from "~/components/wizard/community-step";
import { ContactStep } from "~/components/wizard/contact-step";
import { StepProgress } from "~/components/wizard/progress";
import { PlanStep } from "~/components/wizard/plan-step";
import { ServiceStep } from "~/components/wizard/service-step";
import type { WizardView } from "~/lib/wizard-view";
import { useBusiness } from "~/lib/root-data";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { ENHANCE } from "~/enhance/scripts";
import { pageMeta } from "~/lib/meta";
import { leadMessages } from "~server/content/lead-messages";
import { wizardCopy } from "~server/content/wizard";
import { cloudflareContext, dbContext } from "~server/context";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";
import { handleWizardPost, wizardLoad } from "~server/leads/wizard-steps";
import type { Route } from "./+types/wizard";

/**
 * The plan step loads as a new document: only its Content-Security-Policy admits the
 * payment provider's script and frames (server/middleware/security.ts).
 */
function redirectTo(location: string, request: Request, init: { status: number; headers?: HeadersInit }) {
  const toPlan = new URL(location, request.url).searchParams.get("step") === "plan";
  return toPlan ? redirectDocument(location, init) : redirect(location, init);
}

/** Set by the action: the page rendered after it (no JavaScript, a form with errors) is the action's. */
const actionAnswered = createContext(false);

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { env, ctx } = context.get(cloudflareContext);
  const result = await wizardLoad({ request, env, ctx, db: context.get(dbContext) }, url);
  // A step the visitor's draft has not reached yet: go to the one it has.
  if (result.redirect && !context.get(actionAnswered)) throw redirectTo(result.redirect, request, { status: 302 });
  const locale = localeOf(request);
  // The first step names the script the next step runs: it fetches it at idle priority once the
  // page has loaded, so the contact step finds it cached.
  const nextStepModules = result.view.step === "service" ? [ENHANCE.wizardForm] : [];
  // The page's words and the schema's messages in its language: data, so neither ships as JavaScript.
  return { view: result.view, locale, t: inLocale(wizardCopy, locale), messages: inLocale(leadMessages, locale), nextStepModules };
}

/**
 * Every step is a document without React (docs/decisions/0002): the server's forms post natively
 * and the server answers with the next step's URL (or the form again, with its errors). A small
 * script per step enhances the server's markup: the cards of the first step (a second tap posts
 * nothing), the forms of the contact and community steps (checks before submit with the server's
 * messages, the pending label, one post), the plan step's pricing table (the payment provider's
 * script, loaded on that step only). So no step's first paint shares the network with the
 * framework: visits from ads and from the pricing page's plan buttons land on the first or the
 * contact step.
 */
export const handle: RouteHandle = {
  hydrate: false,
  scripts: (data) => {
    const step = (data as Awaited<ReturnType<typeof loader>> | undefined)?.view.step;
    if (step === undefined) return [];
    return step === "service" ? [ENHANCE.wizardStart] : step === "plan" ? [ENHANCE.pricingTable] : [ENHANCE.wizardForm];
  },
};

/** A page with React that links to the wizard (a dashboard, a result page) loads it as a document. */
export const clientLoader = loadAsDocument;

export async function action({ request, context }: Route.ActionArgs) {
  context.set(actionAnswered, true);
  const { env, ctx } = context.get(cloudflareContext);
  const result = await handleWizardPost({ request, env, ctx, db: context.get(dbContext) }, await request.formData());
  const headers: HeadersInit = result.cookie ? { "Set-Cookie": result.cookie } : {};
  // 303 to the next step's own URL: the browser follows with a GET, so no step leaves a POST in
  // its history (Back, Forward and refresh never resubmit) and every step can be reloaded.
  if ("redirect" in result) return redirectTo(result.redirect, request, { status: 303, headers });
  return data({ view: result.view }, { status: result.status, headers });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, { title: loaderData.t.meta.title, description: loaderData.t.meta.description, path: "/get-started", locale: loaderData.locale })
    : [];

const stepNumber = { service: 1, contact: 2, community: 3, plan: 3 } as const;

export default function Wizard({ loaderData, actionData }: Route.ComponentProps) {
  const contact = useBusiness();
  const { t, messages, nextStepModules } = loaderData;
  const view: WizardView = actionData?.view ?? loaderData.view;
  const serviceType = view.step === "plan" ? "residential" : view.serviceType;

  return (
    <div
      className="min-h-[calc(100vh-5rem)] bg-mist pt-10 pb-28 sm:pt-14 lg:pb-20"
      data-next-step-modules={nextStepModules.length > 0 ? nextStepModules.join(" ") : undefined}
    >
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <header className="text-center">
          <p className="eyebrow">{t.header.eyebrow}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t.header.title}</h1>
          <p className="mx-auto mt-3 max-w-xl text-lg text-ink-muted">{t.header.intro}</p>
        </header>
        <StepProgress current={stepNumber[view.step]} serviceType={serviceType} t={t.progress} />

        <div className="mt-8">
          {view.step === "service" ? (
            <ServiceStep view={view} t={t} />
          ) : (
            <div className={`card mx-auto p-6 sm:p-10 ${view.step === "plan" ? "max-w-4xl" : "max-w-2xl"}`}>
              {view.step === "contact" && <ContactStep view={view} t={t} messages={messages} />}
              {view.step === "community" && <CommunityStep view={view} t={t} messages={messages} />}
              {view.step === "plan" && <PlanStep view={view} t={t} />}
            </div>
          )}
        </div>

        <ul className="mx-auto mt-10 grid max-w-3xl gap-4 text-sm text-ink-soft sm:grid-cols-3">
          <Assurance Icon={ShieldIcon}>{t.assurances.licensed}</Assurance>
          <Assurance Icon={LeafIcon}>{t.assurances.eco}</Assurance>
          <Assurance Icon={ClockIcon}>{t.assurances.guarantee}</Assurance>
        </ul>
        <p className="mt-8 text-center text-ink-muted">
          {t.preferToTalk}{" "}
          <a href={contact.phoneHref} className="link inline-flex items-center gap-1.5">
            <PhoneIcon className="h-4 w-4" />
            {contact.phone}
          </a>
        </p>
      </div>
    </div>
  );
}

function Assurance({ Icon, children }: { Icon: typeof ShieldIcon; children: React.ReactNode }) {
  return (
    <li className="flex items-center justify-center gap-2 rounded-xl bg-white/70 px-4 py-3 text-center">
      <Icon className="h-5 w-5 shrink-0 text-brand" />
      <span>{children}</span>
    </li>
  );
}
