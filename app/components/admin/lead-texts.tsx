import { Form, href } from "react-router";
import { TextState } from "~/components/admin/crew-texts";
import { formatDateTime } from "~/lib/dates";
import type { LeadTexts } from "~server/sms/crew";

/**
 * A lead's conversation in time order, oldest first: the texts we sent (with their state) and the
 * customer's replies, marked as theirs (one that reads as a wish to stop texts is flagged, with
 * "Turn texts off" while they are on; one whose message opted out, or paused texts, says so); then
 * the history of their text consent.
 */
export function LeadTextsList({ texts, leadId, textsOn, search }: { texts: LeadTexts | undefined; leadId: number; textsOn: boolean; search: string }) {
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Texts</p>
      {!texts || texts.conversation.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">None sent</p>
      ) : (
        <ol className="mt-1 space-y-2">
          {texts.earlier > 0 && (
            <li className="text-xs text-ink-muted">
              {texts.earlier === 1 ? "1 earlier text or reply not shown" : `${texts.earlier} earlier texts and replies not shown`}
            </li>
          )}
          {texts.conversation.map((entry) =>
            entry.from === "us" ? (
              <li key={`sms-${entry.text.id}`} data-sms={entry.text.id}>
                <TextState text={entry.text} />
                <p className="text-xs text-ink-muted">
                  {entry.text.to && <>To {entry.text.to} · </>}
                  <time dateTime={entry.text.at}>{formatDateTime(entry.text.at)}</time>
                  {entry.text.sendAfter && entry.text.status === "scheduled" && <> · goes out {formatDateTime(entry.text.sendAfter)}</>}
                </p>
                {entry.text.error && <p className="text-xs [overflow-wrap:anywhere] text-ink-muted">{entry.text.error}</p>}
                {entry.text.body && <q className="block text-xs text-ink-muted">{entry.text.body}</q>}
              </li>
            ) : (
              <li key={`reply-${entry.reply.id}`} data-sms-reply={entry.reply.id} className="rounded-lg border-l-4 border-amber-500 bg-amber-50 px-3 py-2">
                <p className="text-sm font-semibold text-amber-950">Reply from the customer</p>
                <p className="text-xs text-ink-muted">
                  From {entry.reply.from} · <time dateTime={entry.reply.at}>{formatDateTime(entry.reply.at)}</time>
                  {" · "}
                  <span className={entry.reply.forwardProblem ? "text-red-800" : undefined}>{entry.reply.forward}</span>
                </p>
                {entry.reply.body && <p className="mt-1 text-sm whitespace-pre-wrap [overflow-wrap:anywhere] text-ink">{entry.reply.body}</p>}
                {entry.reply.optOutWords && (
                  <p className="mt-1 text-xs font-semibold text-red-800" data-opted-out={entry.reply.optOut}>
                    {entry.reply.optOutWords}
                  </p>
                )}
                {entry.reply.asksToStop && (
                  <div className="mt-2 rounded border border-red-300 bg-white px-2 py-1" data-asks-to-stop>
                    <p className="text-xs font-semibold text-red-800">This reply may ask us to stop texting. Read it, and turn texts off if it does.</p>
                    {textsOn && (
                      <Form method="post" action={`${href("/admin/leads/:id/texts-off", { id: String(leadId) })}${search}`} preventScrollReset className="mt-1">
                        <button type="submit" className="btn-secondary rounded-lg text-sm">
                          Turn texts off
                        </button>
                      </Form>
                    )}
                  </div>
                )}
                {entry.reply.media > 0 && (
                  <p className="mt-1 text-xs text-ink-muted">{`${entry.reply.media} picture(s) or file(s) attached, not kept here: see the texting provider's console`}</p>
                )}
              </li>
            ),
          )}
        </ol>
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
