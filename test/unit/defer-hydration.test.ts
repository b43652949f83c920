import { describe, expect, it } from "vitest";
import { deferBootScript } from "../../app/lib/defer-hydration";

const page = (boot: string) =>
  `<html><head><link rel="modulepreload" href="/assets/a.js" nonce="N1"/><link rel="modulepreload" href="/assets/b.js" nonce="N1"/></head>` +
  `<body><h1>Hi</h1><script nonce="N1">window.x=1</script>${boot}</body></html>`;

describe("deferBootScript", () => {
  it("moves the boot module and its preloads behind the first frame, keeping the nonce", () => {
    const out = deferBootScript(page('<script nonce="N1" type="module" async="">import "/assets/a.js";\nconsole.log("</x>")</script>'));
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toContain('type="module" async');
    expect(out).toContain('<script nonce="N1">(function(){');
    expect(out).toContain('observe({type:"paint",buffered:true})');
    expect(out).toContain('["/assets/a.js","/assets/b.js"].forEach');
    expect(out).toContain('s.nonce="N1"');
    // The module source is carried as a JS string that cannot close the script element.
    expect(out).toContain('s.textContent="import \\"/assets/a.js\\";\\nconsole.log(\\"\\u003c/x>\\")"');
    expect(out).toContain('<script nonce="N1">window.x=1</script>');
  });

  it("leaves a document without a boot script untouched", () => {
    const html = page("");
    expect(deferBootScript(html)).toBe(html);
  });
});
