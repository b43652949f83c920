import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/wizard";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Get a Free Quote", description: "Request a free custom quote for pet waste removal in Miami-Dade.", path: "/get-started" });

export default function Wizard() {
  return (
    <div className="min-h-screen bg-mist">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight text-ink">Get Your Free Quote</h1>
        <h2 className="mt-8 text-2xl font-semibold">What type of service do you need?</h2>
      </div>
    </div>
  );
}
