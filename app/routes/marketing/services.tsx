import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Our Services", description: "Dog waste removal, pet waste stations, lawn sanitizing and deodorization across Miami-Dade.", path: "/services" });

export default function Page() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-ink">Our Services</h1>
    </div>
  );
}
