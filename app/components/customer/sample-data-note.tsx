import { EyeIcon } from "~/components/icons";
import type { DemoNoteCopy } from "~server/content/customer-area";

/** The demo account's banner: everything below is sample data. */
export function SampleDataNote({ billingPortalUrl, t }: { billingPortalUrl: string; t: DemoNoteCopy }) {
  return (
    <div role="note" aria-label={t.label} className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:items-center">
      <EyeIcon className="mt-0.5 h-5 w-5 shrink-0 text-amber-800 sm:mt-0" />
      <p className="text-[0.95rem]">
        <strong className="mr-1.5 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-bold tracking-wide uppercase">{t.label}</strong>
        <strong className="font-semibold">{t.title}</strong> {t.body}{" "}
        <a href={billingPortalUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline underline-offset-2">
          {t.portal}
          <span className="sr-only"> {t.newTab}</span>
        </a>
        .
      </p>
    </div>
  );
}
