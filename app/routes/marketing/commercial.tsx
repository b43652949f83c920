import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/commercial";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Commercial Pet Waste Management", description: "Pet waste removal and waste stations for HOAs, condos and apartment communities in Miami-Dade.", path: "/commercial" });

export default function Page() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-ink">Commercial Pet Waste Management</h1>
    </div>
  );
}
