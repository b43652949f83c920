import { useEffect, useId, useRef } from "react";
import { isRouteErrorResponse, Link, useLocation, useNavigate } from "react-router";
import { CloseIcon } from "~/components/icons";
import { leadListUrl } from "~/lib/lead-admin-url";

/**
 * A dialog that is its own route (e.g. /admin/leads/7/edit). Server-rendered as an open
 * <dialog>, so it shows without JavaScript; with JavaScript it becomes modal (focus trapped,
 * page inert) and Escape returns to the list with the same filters.
 */
export function AdminDialog({
  title,
  description,
  children,
  wide = false,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const listUrl = leadListUrl(location.search);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(":modal")) return;
    dialog.close();
    dialog.showModal();
  }, []);

  return (
    <>
      {/* The backdrop for the non-modal (no JavaScript) rendering; a modal dialog has ::backdrop. */}
      <Link to={listUrl} aria-hidden="true" tabIndex={-1} className="fixed inset-0 z-40 bg-ink/50" />
      <dialog
        ref={ref}
        open
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          void navigate(listUrl, { preventScrollReset: true });
        }}
        className={`fixed inset-x-0 top-[4vh] z-50 mx-auto max-h-[92vh] w-[calc(100%-1.5rem)] overflow-y-auto rounded-2xl border border-line bg-white p-0 text-ink shadow-lift backdrop:bg-ink/50 ${wide ? "max-w-2xl" : "max-w-lg"}`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
          <div>
            <h2 id={titleId} className="text-lg font-bold text-ink">
              {title}
            </h2>
            {description && <div className="mt-0.5 text-sm text-ink-muted">{description}</div>}
          </div>
          <Link
            to={listUrl}
            preventScrollReset
            className="-mr-2 grid size-10 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-mist hover:text-ink"
          >
            <CloseIcon className="size-5" />
            <span className="sr-only">Close</span>
          </Link>
        </div>
        <div className="px-5 py-5 sm:px-6">{children}</div>
      </dialog>
    </>
  );
}

/** What a lead dialog shows when its lead is missing (404) or failed to load. */
export function LeadDialogError({ error, title }: { error: unknown; title: string }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminDialog title={title}>
      <p role="alert" className="text-ink">
        {notFound ? "This lead no longer exists or has been deleted." : "Something went wrong loading this lead."}
      </p>
    </AdminDialog>
  );
}
