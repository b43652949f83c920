import type { Inline } from "~/lib/formatted-text";

/**
 * Text runs read from Markdown (server/content/markdown.ts) as React elements: bold, italic and
 * links. A link to another site opens as usual but gives it no access to this page (`noopener`)
 * and no referrer.
 */
export function RichText({ children }: { children: readonly Inline[] }) {
  return children.map((child, i) => {
    if (typeof child === "string") return child;
    const inner = <RichText>{child.children}</RichText>;
    switch (child.type) {
      case "strong":
        return (
          <strong key={i} className="font-semibold text-ink">
            {inner}
          </strong>
        );
      case "em":
        return <em key={i}>{inner}</em>;
      case "link":
        return (
          <a key={i} href={child.href} className="link" {...(child.external ? { rel: "noopener noreferrer external" } : {})}>
            {inner}
          </a>
        );
    }
  });
}
