import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Blog", description: "Tips on pet health, yard care and pet waste management in Miami.", path: "/blog" });

export default function Page() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-ink">Pet Waste &amp; Yard Care Blog</h1>
    </div>
  );
}
