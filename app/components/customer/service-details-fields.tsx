import { Field } from "~/components/form-field";
import type { FieldErrors } from "~/lib/forms";
import { PREFERRED_DAYS } from "~/lib/lead-options";
import type { CustomerAreaCopy } from "~server/content/customer-area";

/** What the fields show: what was typed after a refused save, else what is stored. */
export interface ServiceDetailsValues {
  address: string;
  zipCode: string;
  preferredDay: string;
  gateInstructions?: string;
}

/**
 * The service address, ZIP, visit day (and, when `gate` is given, the gate instructions): the
 * customer area's address form and the invitation page share them, with the customer area's words.
 */
export function ServiceDetailsFields({
  values,
  errors,
  t,
  days,
}: {
  values: ServiceDetailsValues;
  errors: FieldErrors;
  t: CustomerAreaCopy["account"];
  days: CustomerAreaCopy["days"];
}) {
  const firstError = (["address", "zipCode", "preferredDay", "gateInstructions"] as const).find((f) => errors[f]);
  return (
    <>
      <Field name="address" label={t.address} hint={t.addressHint} error={errors.address} required>
        {(props) => (
          <input
            {...props}
            autoComplete="address-line1"
            defaultValue={values.address}
            maxLength={300}
            autoFocus={firstError === "address"}
            className="field-input"
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="zipCode" label={t.zip} error={errors.zipCode} required>
          {(props) => (
            <input
              {...props}
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={5}
              defaultValue={values.zipCode}
              autoFocus={firstError === "zipCode"}
              className="field-input"
            />
          )}
        </Field>
        <Field name="preferredDay" label={t.day} error={errors.preferredDay} required>
          {(props) => (
            <select {...props} defaultValue={values.preferredDay} autoFocus={firstError === "preferredDay"} className="field-input">
              <option value="">{t.chooseDay}</option>
              {PREFERRED_DAYS.map((day) => (
                <option key={day} value={day}>
                  {capitalize(days[day])}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {values.gateInstructions !== undefined && (
        <Field name="gateInstructions" label={t.gate} hint={t.gateHint} error={errors.gateInstructions} optionalText={t.optional}>
          {(props) => (
            <textarea
              {...props}
              rows={3}
              maxLength={1000}
              defaultValue={values.gateInstructions}
              autoFocus={firstError === "gateInstructions"}
              className="field-input"
            />
          )}
        </Field>
      )}
    </>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
