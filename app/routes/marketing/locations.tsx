import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/locations";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Service Areas in Miami-Dade", description: "Pet waste removal across Miami-Dade County: Miami, Miami Beach, Coral Gables, Doral, Hialeah and more.", path: "/locations" });

export default function Page() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-ink">Areas We Serve</h1>
    </div>
  );
}
