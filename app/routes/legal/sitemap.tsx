import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/sitemap";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Sitemap", description: "Every page on our site.", path: "/sitemap" });

export default function Page() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-ink">Sitemap</h1>
    </div>
  );
}
