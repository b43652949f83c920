/**
 * The text-message consent beside the wizard's phone field: every wording ever shown, by version,
 * in both languages. A lead stores whether its visitor ticked the box, the version and the time
 * (leads.sms_updates, sms_consent_version, sms_consent_at), so the exact words they agreed to are
 * always these. Never edit a published wording: add a version to SMS_CONSENT_VERSIONS
 * (app/lib/lead-options.ts), add its words here, and the wizard shows the newest.
 */
import { CURRENT_SMS_CONSENT_VERSION, isSmsConsentVersion, type SmsConsentVersion } from "~/lib/lead-options";
import type { Locale } from "~/lib/i18n";
import { business } from "~/content/business";

export const SMS_CONSENT_WORDINGS: Record<SmsConsentVersion, Record<Locale, string>> = {
  "sms-2026-11-25": {
    en: `Yes, ${business.name} may send text messages about my quote and my service visits to the number above. Optional: not needed for a quote. Message and data rates may apply. Reply STOP to stop.`,
    es: `Sí, ${business.name} puede enviarme mensajes de texto sobre mi cotización y mis visitas al número indicado arriba. Es opcional: no hace falta para la cotización. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para no recibir más.`,
  },
};

/** The words of one version in one language, or null for an unknown version (or none). */
export function smsConsentWording(version: string | null | undefined, locale: Locale): string | null {
  return isSmsConsentVersion(version) ? SMS_CONSENT_WORDINGS[version][locale] : null;
}

/** What the wizard shows today: the box's value is the version, so the server records what was on screen. */
export function currentSmsConsent(locale: Locale): { version: SmsConsentVersion; label: string } {
  return { version: CURRENT_SMS_CONSENT_VERSION, label: SMS_CONSENT_WORDINGS[CURRENT_SMS_CONSENT_VERSION][locale] };
}
