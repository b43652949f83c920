import { Link } from "react-router";

const pageLinkClass = "rounded-lg border border-line bg-white px-3 py-2 font-semibold hover:bg-mist";

/** Where the office is in a paged list ("Page 2 of 9"), with Previous and Next links; nothing when it fits on one page. */
export function Pager({
  label,
  status,
  page,
  pageCount,
  pageUrl,
  className,
}: {
  /** The nav's accessible name. */
  label: string;
  status: string;
  page: number;
  pageCount: number;
  pageUrl: (page: number) => string;
  className: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={`flex items-center justify-between gap-3 text-sm ${className}`}>
      <span className="text-ink-muted">{status}</span>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={pageUrl(page - 1)} className={pageLinkClass}>
            Previous
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={pageUrl(page + 1)} className={pageLinkClass}>
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
