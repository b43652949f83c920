import { EDIT_FIELD_LABELS, type LeadEditInput } from "~/lib/lead-edit-schema";
import type { FormValues } from "~/lib/forms";

export type EditField = keyof LeadEditInput;

/**
 * After a stale save (409): the fields whose stored value now differs from what this admin typed,
 * side by side. The form below keeps what was typed, so saving again is a deliberate choice.
 */
export function EditConflict({ current, values }: { current: Record<EditField, string>; values: FormValues }) {
  const differing = (Object.keys(EDIT_FIELD_LABELS) as EditField[]).filter((field) => current[field] !== (values[field] ?? "").trim());
  return (
    <div className="mt-2 font-normal">
      {differing.length === 0 ? (
        <p>The saved values now match yours.</p>
      ) : (
        <>
          <p>Saved now (the form below still holds what you typed):</p>
          <table className="mt-1 w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="pr-3 font-semibold">
                  Field
                </th>
                <th scope="col" className="pr-3 font-semibold">
                  Saved now
                </th>
                <th scope="col" className="font-semibold">
                  Yours
                </th>
              </tr>
            </thead>
            <tbody>
              {differing.map((field) => (
                <tr key={field} data-conflict-field={field}>
                  <th scope="row" className="pr-3 align-top font-medium">
                    {EDIT_FIELD_LABELS[field]}
                  </th>
                  <td className="pr-3 align-top break-words whitespace-pre-wrap">{current[field] || "(empty)"}</td>
                  <td className="align-top break-words whitespace-pre-wrap">{values[field] || "(empty)"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
