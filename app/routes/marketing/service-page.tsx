import { data } from "react-router";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/service-page";

const titles: Record<string, string> = {
  "/residential/dog-poop-removal": "Dog Poop Removal",
  "/residential/odor-control-solutions": "Odor Control Solutions",
  "/commercial/common-area-waste-removal": "Common Area Waste Removal",
  "/commercial/goose-poop-removal": "Goose Poop Removal",
  "/services/dog-waste-removal": "Dog Waste Removal",
  "/services/pet-waste-stations": "Pet Waste Stations",
  "/services/lawn-sanitizing": "Lawn Sanitizing",
  "/services/lawn-deodorization": "Lawn Deodorization",
  "/services/waste-station-maintenance": "Waste Station Maintenance",
};

export function loader({ pattern }: Route.LoaderArgs) {
  // `pattern` is this route's path, the same for document and client data requests.
  const path = `/${pattern.replace(/^\//, "")}`;
  const title = titles[path];
  if (!title) throw data("Not found", { status: 404 });
  return { path, title };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData.title, description: `${loaderData.title} in Miami-Dade County.`, path: loaderData.path });

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-ink">{loaderData.title}</h1>
    </div>
  );
}
