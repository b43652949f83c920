import { replace } from "react-router";
import type { Route } from "./+types/blog-post";

/** Article content arrives with the marketing pages; unknown slugs go home. */
const articles: Record<string, { title: string }> = {};

export function loader({ params }: Route.LoaderArgs) {
  const article = articles[params.slug];
  if (!article) throw replace("/");
  return { article };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <h1>{loaderData.article.title}</h1>;
}
