import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/success";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Payment Successful", description: "Your payment was received.", path: "/success" });

export default function Page() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-ink">Payment Successful</h1>
    </div>
  );
}
