import { log } from "./log";

/**
 * Optional Cloudflare Turnstile check, on the wizard's final submit and on a sign-in under attack
 * (server/auth/authenticator.ts); off unless both keys are set.
 */
export function turnstileSiteKey(env: Pick<Env, "TURNSTILE_SITE_KEY"> & { TURNSTILE_SECRET_KEY?: string }): string | null {
  return env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY ? env.TURNSTILE_SITE_KEY : null;
}

export async function verifyTurnstile(secret: string, token: unknown, ip: string): Promise<boolean> {
  if (typeof token !== "string" || !token || token.length > 2048) return false;
  const body = new FormData();
  body.set("secret", secret);
  body.set("response", token);
  if (ip !== "local") body.set("remoteip", ip);
  try {
    const res = await fetch("https://challenges.cloudflare.com/turnstile/v0/siteverify", { method: "POST", body });
    const outcome: { success?: boolean } = await res.json();
    return outcome.success === true;
  } catch (error) {
    log.error("turnstile_failed", error);
    return false;
  }
}
