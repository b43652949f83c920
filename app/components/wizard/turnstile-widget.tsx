/** Cloudflare Turnstile (only rendered when configured); it adds `cf-turnstile-response` to the form. */
export function TurnstileWidget({ siteKey }: { siteKey: string }) {
  return (
    <div className="mt-6">
      <script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer />
      <div className="cf-turnstile" data-sitekey={siteKey} />
      <noscript>
        <p className="mt-2 text-sm text-ink-muted">This check needs JavaScript. If you cannot turn it on, please call us instead.</p>
      </noscript>
    </div>
  );
}
