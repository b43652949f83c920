import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Frequently Asked Questions", description: "Answers about our pet waste removal service, billing, safety and service area.", path: "/faq" });

export default function Page() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-ink">Frequently Asked Questions</h1>
    </div>
  );
}
