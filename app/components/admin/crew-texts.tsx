import { fill } from "~/lib/i18n";
import type { CrewReply, CrewTexts, TextSummary } from "~server/sms/crew";

export type { CrewReply, CrewTexts };

const TONES: Record<Exclude<TextSummary["tone"], "none">, string> = {
  ok: "bg-emerald-50 text-emerald-900 ring-emerald-600/30",
  waiting: "bg-blue-50 text-blue-900 ring-blue-600/30",
  problem: "bg-red-50 text-red-800 ring-red-600/30",
};

/** One text's state as a small labelled pill ("On my way text: Sent"). */
export function TextState({ text }: { text: TextSummary }) {
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-sm" data-text={text.event}>
      <span className="text-ink-muted">{`${text.eventLabel}:`}</span>
      {text.tone === "none" ? (
        <span className="text-ink">{text.state}</span>
      ) : (
        <span className={`rounded px-1.5 font-semibold ring-1 ring-inset ${TONES[text.tone]}`}>{text.state}</span>
      )}
    </p>
  );
}

/**
 * What the customer texted us today, on their stop ("Gate is locked, I'll open it in 5 min"): each
 * reply with its time, marked as the customer's, long words wrapped so a 390 px phone never
 * scrolls sideways.
 */
export function CustomerReplies({ replies, words }: { replies: CrewReply[] | undefined; words: { reply: string; replyMedia: string } }) {
  if (!replies || replies.length === 0) return null;
  return (
    <ol className="mt-3 grid gap-2">
      {replies.map((r) => (
        <li key={r.id} data-customer-reply={r.id} className="min-w-0 rounded-lg border-l-4 border-amber-500 bg-amber-50 px-3 py-2">
          <p className="text-sm font-semibold text-amber-950">
            <time dateTime={r.at}>{fill(words.reply, { time: r.time })}</time>
          </p>
          {r.body && <p className="text-base whitespace-pre-wrap [overflow-wrap:anywhere] text-ink">{r.body}</p>}
          {r.media > 0 && <p className="text-sm text-ink-muted">{words.replyMedia}</p>}
        </li>
      ))}
    </ol>
  );
}
