import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Pet Waste Removal in Miami-Dade", description: "Weekly dog poop scooping for Miami-Dade homes and communities. Background-checked technicians, pet-safe products, free quote.", path: "/" });

export default function Page() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-ink">Miami's Premier Pet Waste Removal Service</h1>
    </div>
  );
}
