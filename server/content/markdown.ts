import { Lexer, type Token, type Tokens } from "marked";
import { CORE_SCHEMA, load as loadYaml } from "js-yaml";
import type { Block, Inline } from "~/lib/formatted-text";
import { LOCALES, type Locale, localizePath } from "~/lib/i18n";
import { promisesCopy } from "./promises";

/**
 * Content files in Markdown (blog articles, city pages): YAML front matter between `---` lines,
 * then a CommonMark body, read with `js-yaml` and `marked`'s lexer the first time a page needs them
 * (once per isolate and language, never in the browser). The body becomes plain data (`Block`, `Inline` of
 * app/lib/formatted-text.ts) that components render as React elements: no author HTML reaches a page.
 *
 * What a body may hold: paragraphs (hard-wrapped lines join with a space), `##` and `###`
 * headings, bulleted and numbered lists, **bold**, *italic* and [links](/pricing). A link to a
 * page of the site is written with its English path and points to the article's language; a link
 * elsewhere must be https. Anything else (HTML, images, code, tables, quotes, nested lists) is an
 * error that names the file, so a typo fails the build and the tests rather than the page.
 *
 * `{{promises.reschedule.sentence}}` puts in one of the business's promises (./promises.ts) in the
 * file's language, so they are written once.
 */

/** A content file that cannot be read: the message starts with the file's path. */
export class ContentError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = "ContentError";
  }
}

/** The front matter (a YAML mapping) and the Markdown after it. */
export function splitFrontMatter(source: string, file: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---(?:\n([\s\S]*))?$/.exec(source.replace(/\r\n/g, "\n"));
  if (!match) throw new ContentError(file, "no front matter (the file must start with a line `---`, the fields, and another `---`)");
  let data: unknown;
  try {
    // The core schema reads 2025-05-27 as text, not as a date.
    data = loadYaml(match[1] ?? "", { schema: CORE_SCHEMA, filename: file });
  } catch (error) {
    throw new ContentError(file, `front matter is not valid YAML: ${(error as Error).message}`);
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) throw new ContentError(file, "front matter must be `field: value` lines");
  return { data: data as Record<string, unknown>, body: match[2] ?? "" };
}

interface NodeFs {
  readdirSync(dir: URL): string[];
  readFileSync(file: URL, encoding: "utf8"): string;
}

/**
 * The Markdown files of one folder in both languages, by path (`./en/blog/{slug}.md`): what the
 * caller's `import.meta.glob` gives (Vite puts them into the build: the Worker, Vitest), or, under
 * plain Node where `import.meta.glob` does not exist (Playwright specs read the catalogues), the
 * files read from disk.
 */
export function contentFiles(glob: () => Record<string, string>, folder: string): Record<string, string> {
  try {
    return glob();
  } catch {
    const { process } = globalThis as unknown as { process: { getBuiltinModule(id: "node:fs"): NodeFs } };
    const fs = process.getBuiltinModule("node:fs");
    const files: Record<string, string> = {};
    for (const locale of LOCALES) {
      const dir = new URL(`./${locale}/${folder}/`, import.meta.url);
      for (const name of fs.readdirSync(dir)) if (name.endsWith(".md")) files[`./${locale}/${folder}/${name}`] = fs.readFileSync(new URL(name, dir), "utf8");
    }
    return files;
  }
}

/** `{{promises.a.b}}` → that promise's text in `locale`. */
export function withPromises(text: string, locale: Locale, file: string): string {
  return text.replace(/\{\{\s*promises\.([\w.]+)\s*\}\}/g, (_, path: string) => {
    let value: unknown = promisesCopy[locale];
    for (const key of path.split(".")) value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
    if (typeof value !== "string") throw new ContentError(file, `no promise ${path} (see server/content/promises.ts)`);
    return value;
  });
}

interface Context {
  file: string;
  locale: Locale;
}

/** What to call a token in an error message. */
function described(token: Token): string {
  const raw = "raw" in token && typeof token.raw === "string" ? token.raw.trim().split("\n")[0] : "";
  return `${token.type}${raw ? ` "${raw.slice(0, 60)}"` : ""}`;
}

/** Inline tokens as text runs: adjacent text merged, line breaks as spaces, promises put in. */
function inlines(tokens: readonly Token[] | undefined, ctx: Context): Inline[] {
  const out: Inline[] = [];
  const pushText = (text: string) => {
    const last = out.at(-1);
    if (typeof last === "string") out[out.length - 1] = last + text;
    else out.push(text);
  };
  for (const token of tokens ?? []) {
    switch (token.type) {
      case "text":
        // Text inside a tight list item carries its own inline tokens.
        if ("tokens" in token && token.tokens?.length) {
          for (const child of inlines(token.tokens, ctx)) {
            if (typeof child === "string") pushText(child);
            else out.push(child);
          }
        } else pushText((token as Tokens.Text).text);
        break;
      case "escape":
        pushText((token as Tokens.Escape).text);
        break;
      case "strong":
      case "em":
        out.push({ type: token.type, children: inlines((token as Tokens.Strong | Tokens.Em).tokens, ctx) });
        break;
      case "link": {
        const { href, tokens: children } = token as Tokens.Link;
        out.push({ ...linkTarget(href, ctx), type: "link", children: inlines(children, ctx) });
        break;
      }
      default:
        throw new ContentError(ctx.file, `${described(token)} is not allowed in text (only **bold**, *italic* and [links](/path))`);
    }
  }
  return out.map((child) => (typeof child === "string" ? withPromises(child.replace(/[ \t]*\n[ \t]*/g, " "), ctx.locale, ctx.file) : child));
}

/** Where a link goes: a page of the site (in the file's language) or another site over https. */
function linkTarget(href: string, ctx: Context): { href: string; external: boolean } {
  if (/^\/(?!\/)/.test(href)) return { href: localizePath(ctx.locale, href), external: false };
  if (/^https:\/\/[^/\s]+/.test(href)) return { href, external: true };
  if (/^mailto:\S+@\S+$/.test(href)) return { href, external: false };
  throw new ContentError(ctx.file, `link "${href}": write a page of the site as /path or another site as https://…`);
}

/** A list item's words (one line or one paragraph; nothing nested). */
function listItem(item: Tokens.ListItem, ctx: Context): Inline[] {
  const blocks = item.tokens.filter((t) => t.type !== "space");
  const [only] = blocks;
  if (blocks.length !== 1 || !only || (only.type !== "text" && only.type !== "paragraph"))
    throw new ContentError(ctx.file, `list item "${item.text.split("\n")[0]}" must be one paragraph (no nested lists)`);
  return inlines((only as Tokens.Paragraph).tokens, ctx);
}

/** A Markdown body as blocks (see the top of this file for what it may hold). */
export function markdownBlocks(body: string, file: string, locale: Locale): Block[] {
  const ctx = { file, locale };
  const blocks: Block[] = [];
  for (const token of Lexer.lex(body)) {
    switch (token.type) {
      case "space":
        break;
      case "paragraph":
        blocks.push({ type: "p", children: inlines((token as Tokens.Paragraph).tokens, ctx) });
        break;
      case "heading": {
        const { depth, tokens } = token as Tokens.Heading;
        if (depth !== 2 && depth !== 3) throw new ContentError(file, `${described(token)}: use ## or ### (the page has the title)`);
        blocks.push({ type: depth === 2 ? "h2" : "h3", children: inlines(tokens, ctx) });
        break;
      }
      case "list": {
        const list = token as Tokens.List;
        if (list.ordered && list.start !== 1) throw new ContentError(file, `${described(token)}: a numbered list starts at 1`);
        blocks.push({ type: list.ordered ? "ol" : "ul", items: list.items.map((item) => listItem(item, ctx)) });
        break;
      }
      default:
        throw new ContentError(file, `${described(token)} is not allowed (paragraphs, ## and ### headings, lists, **bold**, *italic* and links)`);
    }
  }
  return blocks;
}
