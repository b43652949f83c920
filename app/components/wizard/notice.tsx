import { AlertIcon } from "~/components/icons";
import type { FormView } from "~/lib/wizard-view";

/** A message about the whole form (rate limit, database failure, spam check), announced when it appears. */
export function FormNotice({ notice }: { notice: NonNullable<FormView["notice"]> }) {
  const tone = notice.kind === "error" ? "border-red-200 bg-red-50 text-red-900" : "border-amber-200 bg-amber-50 text-amber-950";
  return (
    <div role="alert" className={`mb-6 flex gap-3 rounded-xl border p-4 ${tone}`}>
      <AlertIcon className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p className="font-semibold">{notice.title}</p>
        <p className="mt-1 text-sm leading-relaxed">{notice.message}</p>
      </div>
    </div>
  );
}
