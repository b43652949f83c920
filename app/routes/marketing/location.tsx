import { replace } from "react-router";
import { findCity } from "~/content/locations";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/location";

export function loader({ params }: Route.LoaderArgs) {
  const city = findCity(params.slug);
  if (!city) throw replace("/");
  return { city };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: `Pet Waste Removal Services in ${loaderData.city.name} | Dog Poop Cleanup`,
    description: `Professional dog poop cleanup and pet waste removal in ${loaderData.city.name}, FL.`,
    path: `/locations/${loaderData.city.slug}`,
  });

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-ink">Pet Waste Removal in {loaderData.city.name}</h1>
    </div>
  );
}
