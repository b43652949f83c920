/**
 * Text with a little formatting, as the server reads it from Markdown (server/content/markdown.ts)
 * and as app/components/rich-text.tsx renders it: plain data, so it passes through loaders.
 */

/** A run of text: a string, bold, italic or a link (`external` for another site). */
export type Inline = string | { type: "strong" | "em"; children: Inline[] } | { type: "link"; href: string; external: boolean; children: Inline[] };

/** A block of an article: a paragraph, a heading, or a list (`ol` numbered). */
export type Block = { type: "p" | "h2" | "h3"; children: Inline[] } | { type: "ul" | "ol"; items: Inline[][] };

/** The words of inline content, without formatting. */
export function inlineText(children: readonly Inline[]): string {
  return children.map((child) => (typeof child === "string" ? child : inlineText(child.children))).join("");
}
