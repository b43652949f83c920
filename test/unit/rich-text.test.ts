import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichText } from "../../app/components/rich-text";
import { parseArticle } from "../../server/content/blog";

/** The HTML of a one-paragraph article body written in Markdown. */
function htmlOf(markdown: string): string {
  const source = `---\ntitle: "A title"\nexcerpt: "An excerpt"\ndate: 2025-01-02\ncategory: Environment\nreadTime: 2 min read\n---\n\n${markdown}\n`;
  const [block] = parseArticle(source, "a", "en").body;
  if (!block || !("children" in block)) throw new Error("not a paragraph");
  return renderToString(createElement(RichText, { children: block.children }));
}

describe("Markdown text as React elements", () => {
  it("renders bold, italic and links as elements, and escapes what looks like HTML", () => {
    expect(htmlOf("A **bold** and *quiet* word, [prices](/pricing), 1 < 2 & done.")).toBe(
      'A <strong class="font-semibold text-ink">bold</strong> and <em>quiet</em> word, <a href="/pricing" class="link">prices</a>, 1 &lt; 2 &amp; done.',
    );
  });

  it("gives a link to another site rel=noopener noreferrer, and none to a page of the site", () => {
    expect(htmlOf("See [the county](https://www.miamidade.gov/) or [our FAQ](/faq).")).toBe(
      'See <a href="https://www.miamidade.gov/" class="link" rel="noopener noreferrer external">the county</a> or <a href="/faq" class="link">our FAQ</a>.',
    );
  });

  it("a plain paragraph is one text node, as before Markdown was parsed by a library", () => {
    expect(htmlOf("Just words,\nwrapped.")).toBe("Just words, wrapped.");
  });
});
