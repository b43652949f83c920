import type { Locale } from "~/lib/i18n";
import type { Attribution, LeadServiceType, WizardValues } from "~/lib/lead-schema";
import { log } from "../log";
import { randomId } from "../crypto";

/**
 * The quote wizard's draft: what the visitor has entered so far, kept server-side in KV
 * (`SESSIONS`) under a random id held in an HttpOnly cookie. Refresh, Back and Forward render
 * each step from it, and once the lead is stored it remembers the lead, so editing the
 * contact step afterwards updates that lead instead of creating another.
 */
export interface WizardDraft {
  serviceType: LeadServiceType | null;
  values: WizardValues;
  attribution: Attribution;
  /** The idempotency form key: the same draft submitting the same details finds the same lead. */
  formKey: string;
  /** When the visitor started (epoch ms), for the fast-submit signal. */
  startedAt: number;
  /** The lead this draft created, once stored. */
  leadId: number | null;
  /**
   * The lead's version after this visitor's last write (creation or their own change): their next
   * change applies only while the lead is still at it (and still new). Absent: hold their change.
   */
  leadVersion?: number;
  /** The language of the contact step last sent: the wording of the text-message box the visitor saw. */
  smsConsentLocale?: Locale;
}

type DraftEnv = Pick<Env, "SESSIONS" | "ENVIRONMENT">;

export const DRAFT_TTL_SECONDS = 7 * 24 * 60 * 60;
const isLocal = (env: DraftEnv) => env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test";
/** `__Host-` requires Secure, which plain-http localhost cannot use. */
export const draftCookieName = (env: DraftEnv) => (isLocal(env) ? "quote_draft" : "__Host-quote_draft");
const kvKey = (id: string) => `wizard-draft:${id}`;
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function readDraftId(request: Request, env: DraftEnv): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  const name = draftCookieName(env);
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) {
      const value = v.join("=");
      return ID_PATTERN.test(value) ? value : null;
    }
  }
  return null;
}

export function newDraftId(): string {
  return randomId(32);
}

export function draftCookie(env: DraftEnv, id: string): string {
  const parts = [`${draftCookieName(env)}=${id}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${DRAFT_TTL_SECONDS}`];
  if (!isLocal(env)) parts.push("Secure");
  return parts.join("; ");
}

function isDraft(value: unknown): value is WizardDraft {
  if (!value || typeof value !== "object") return false;
  const d = value as Record<string, unknown>;
  return typeof d.formKey === "string" && typeof d.values === "object" && d.values !== null && typeof d.startedAt === "number";
}

/** The draft for this request's cookie, or null (no cookie, expired, or KV unavailable). */
export async function loadDraft(request: Request, env: DraftEnv): Promise<{ id: string; draft: WizardDraft } | null> {
  const id = readDraftId(request, env);
  if (!id) return null;
  try {
    const draft = await env.SESSIONS.get<unknown>(kvKey(id), "json");
    return isDraft(draft) ? { id, draft } : null;
  } catch (error) {
    log.error("wizard_draft_read_failed", error);
    return null;
  }
}

/**
 * Stores the draft for seven days from its last change. A failed write (KV allows one write per
 * key per second) is logged, not fatal: the step's own form still carries every value.
 */
export async function saveDraft(env: DraftEnv, id: string, draft: WizardDraft): Promise<void> {
  try {
    await env.SESSIONS.put(kvKey(id), JSON.stringify(draft), { expirationTtl: DRAFT_TTL_SECONDS });
  } catch (error) {
    log.error("wizard_draft_write_failed", error);
  }
}
