import { useNonce } from "~/lib/nonce";

/**
 * Cloudflare Turnstile (only rendered when configured); it adds `cf-turnstile-response` to the form.
 * The script carries this response's CSP nonce (browsers hide it from the DOM, hence the
 * hydration warning suppression), and the policy lists challenges.cloudflare.com on the pages
 * that show it (server/middleware/security.ts).
 */
export function TurnstileWidget({
  siteKey,
  noScriptText,
}: {
  siteKey: string;
  /** What a browser without JavaScript shows instead, in the page's language (from its catalogue). */
  noScriptText: string;
}) {
  const nonce = useNonce();
  return (
    <div className="mt-6">
      <script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer nonce={nonce} suppressHydrationWarning />
      <div className="cf-turnstile" data-sitekey={siteKey} />
      <noscript>
        <p className="mt-2 text-sm text-ink-muted">{noScriptText}</p>
      </noscript>
    </div>
  );
}
