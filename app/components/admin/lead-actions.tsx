import { Form, href, Link } from "react-router";
import { PencilIcon, RestoreIcon, TrashIcon } from "~/components/icons";

/** The small bordered button of a lead's actions. */
export const actionButton =
  "inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-line bg-white px-2.5 text-xs font-semibold text-ink hover:bg-mist";

/** Edit and Delete open their dialog routes, keeping the list's filters (`search`). */
export function EditDeleteLinks({ leadId, name, search }: { leadId: number; name: string; search: string }) {
  const id = String(leadId);
  return (
    <>
      <Link to={`${href("/admin/leads/:id/edit", { id })}${search}`} preventScrollReset className={actionButton}>
        <PencilIcon className="size-3.5" />
        Edit<span className="sr-only"> {name}</span>
      </Link>
      <Link
        to={`${href("/admin/leads/:id/delete", { id })}${search}`}
        preventScrollReset
        className={`${actionButton} text-red-700 hover:border-red-200 hover:bg-red-50`}
      >
        <TrashIcon className="size-3.5" />
        Delete<span className="sr-only"> {name}</span>
      </Link>
    </>
  );
}

/** Restore a deleted lead: a POST to the list's action, which redirects back to the same list. */
export function RestoreButton({ leadId, name, search }: { leadId: number; name: string; search: string }) {
  return (
    <Form method="post" action={`${href("/admin")}${search}`} preventScrollReset>
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="leadId" value={leadId} />
      <button type="submit" className={actionButton}>
        <RestoreIcon className="size-3.5" />
        Restore<span className="sr-only"> {name}</span>
      </button>
    </Form>
  );
}
