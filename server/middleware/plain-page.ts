import { escapeHtml } from "~/lib/html";

/**
 * A small standalone HTML page for answers given before React Router runs (a body too large, an
 * unsupported encoding, a Worker that is not configured): same look in spirit as the site, no
 * scripts, one link home. The inline <style> is allowed by the policy's style-src 'unsafe-inline'.
 */

export function plainPage(status: number, title: string, message: string, headers: HeadersInit = {}): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Clean Paws Miami</title>
<style>body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#0f172a;background:#f8fafc}main{max-width:36rem;margin:12vh auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem}h1{font-size:1.5rem;margin:0 0 .75rem}a{color:#0f766e;font-weight:600}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="/">Back to the home page</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...Object.fromEntries(new Headers(headers)) },
  });
}
