import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Pricing", description: "Month-to-month plans with no long-term contract. Get a free custom quote.", path: "/pricing" });

export default function Page() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-ink">Simple, Flexible Plans</h1>
    </div>
  );
}
