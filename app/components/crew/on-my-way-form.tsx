import { type CrewTexts, TextState } from "~/components/admin/crew-texts";
import { SymbolIcon } from "~/components/icons";

/**
 * The crew's texts for one stop: "On my way" (one tap, a plain form, so it works without
 * JavaScript; with it, app/enhance/crew-day.js shows "Texting..." from `data-pending` and lets the
 * page post once) while the visit is planned for today and no text was asked for yet, or asked for
 * again when it never reached the provider ("Try On my way again"), then the state of each text.
 * `scheduled`: the visit is still to do and is today's.
 */
export function OnMyWayForm({
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
  const onMyWay = texts?.on_my_way;
  const closed = texts?.visit_closed;
  if (!onMyWay && !closed && !scheduled) return null;
  const again = Boolean(onMyWay?.askAgain);
  return (
    <div className="mt-3 grid gap-2">
      {onMyWay && <TextState text={onMyWay} />}
      {scheduled && (!onMyWay || again) && (
        <form method="post" data-crew-form="">
          <input type="hidden" name="visitId" value={visitId} />
          <button
            type="submit"
            name="intent"
            value="on_my_way"
            aria-label={again ? words.againLabel : words.label}
            data-pending={words.busy}
            className="btn-secondary min-h-12 w-full rounded-lg sm:w-auto"
          >
            <SymbolIcon name="phone" className="size-4" />
            {again ? words.again : words.button}
          </button>
        </form>
      )}
      {closed && <TextState text={closed} />}
    </div>
  );
}
