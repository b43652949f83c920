import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/commercial-thank-you";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Request Received", description: "Thank you for your request. Our team will be in touch.", path: "/commercial-thank-you" });

export default function Page() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-ink">Thank You for Your Request</h1>
    </div>
  );
}
