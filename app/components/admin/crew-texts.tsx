import { Form, useNavigation } from "react-router";
import { PhoneIcon } from "~/components/icons";
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
 * The crew's texts for one stop: "On my way" (one tap, a plain form, so it works without
 * JavaScript) while the visit is planned for today and no text was asked for yet, or asked for
 * again when it never reached the provider ("Try On my way again"), then the state of each text.
 * `scheduled`: the visit is still to do and is today's.
 */
export function CrewTextsLine({
  visitId,
  scheduled,
  texts,
  words,
}: {
  visitId: number;
  scheduled: boolean;
  texts: CrewTexts | undefined;
  /** The button's words in the page's language; `label` and `againLabel` name the stop for screen readers. */
  words: { button: string; busy: string; label: string; again: string; againLabel: string };
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "on_my_way" && Number(navigation.formData?.get("visitId")) === visitId;
  const onMyWay = texts?.on_my_way;
  const closed = texts?.visit_closed;
  if (!onMyWay && !closed && !scheduled) return null;
  const again = Boolean(onMyWay?.askAgain);
  return (
    <div className="mt-3 grid gap-2">
      {onMyWay && <TextState text={onMyWay} />}
      {scheduled && (!onMyWay || again) && (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="visitId" value={visitId} />
          <button
            type="submit"
            name="intent"
            value="on_my_way"
            disabled={busy}
            aria-label={again ? words.againLabel : words.label}
            className="btn-secondary min-h-12 w-full rounded-lg sm:w-auto"
          >
            <PhoneIcon className="size-4" />
            {busy ? words.busy : again ? words.again : words.button}
          </button>
        </Form>
      )}
      {closed && <TextState text={closed} />}
    </div>
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
