import { TextState } from "~/components/admin/crew-texts";
import { formatDateTime } from "~/lib/lead-admin-forms";
import type { LeadTexts } from "~server/sms/crew";

/** The texts sent to a lead (newest first) with their state, and the history of their text consent. */
export function LeadTextsList({ texts }: { texts: LeadTexts | undefined }) {
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Texts</p>
      {!texts || texts.texts.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">None sent</p>
      ) : (
        <ul className="mt-1 space-y-2">
          {texts.texts.map((t) => (
            <li key={t.id} data-sms={t.id}>
              <TextState text={t} />
              <p className="text-xs text-ink-muted">
                {t.to && <>To {t.to} · </>}
                <time dateTime={t.at}>{formatDateTime(t.at)}</time>
                {t.sendAfter && t.status === "scheduled" && <> · goes out {formatDateTime(t.sendAfter)}</>}
              </p>
              {t.error && <p className="text-xs [overflow-wrap:anywhere] text-ink-muted">{t.error}</p>}
              {t.body && <q className="block text-xs text-ink-muted">{t.body}</q>}
            </li>
          ))}
        </ul>
      )}
      {texts && texts.consent.length > 0 && (
        <>
          <p className="mt-3 text-xs font-semibold tracking-wide text-ink-muted uppercase">Text consent history</p>
          <ol className="mt-1 space-y-0.5 text-sm" data-consent-history>
            {texts.consent.map((c) => (
              <li key={c.id} className={c.withdrawn ? "text-red-800" : "text-ink"}>
                {c.what}{" "}
                <time className="text-xs text-ink-muted" dateTime={c.at}>
                  {formatDateTime(c.at)}
                </time>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
