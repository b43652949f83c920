import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/how-it-works";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "How It Works", description: "Get a free quote, pick your schedule, and enjoy a clean yard.", path: "/how-it-works" });

export default function Page() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-ink">How It Works</h1>
    </div>
  );
}
