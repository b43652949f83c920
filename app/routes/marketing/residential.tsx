import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/residential";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Residential Dog Waste Removal", description: "Weekly, bi-weekly or monthly dog poop scooping for Miami-Dade homes.", path: "/residential" });

export default function Page() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-ink">Residential Pet Waste Removal</h1>
    </div>
  );
}
