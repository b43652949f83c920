import { formatDate, formatPlanPrice, type SampleCustomer } from "~/content/customer-sample";
import { PanelCard, TabPanel } from "./panel";
import { NoticeSlot, PreviewButton, PreviewForm } from "./preview-action";
import { LockIcon } from "~/components/icons";

export function AccountPanel({ customer, signedInAs }: { customer: SampleCustomer; signedInAs: string }) {
  const fields = [
    { id: "account-name", label: "Full name", value: customer.name, type: "text", autoComplete: "name" },
    { id: "account-email", label: "Email", value: customer.email, type: "email", autoComplete: "email" },
    { id: "account-phone", label: "Phone", value: customer.phone, type: "tel", autoComplete: "tel" },
    { id: "account-address", label: "Service address", value: customer.address, type: "text", autoComplete: "street-address" },
  ];

  return (
    <TabPanel id="account" title="Account Settings" description="Your contact details, sign-in and plan.">
      <PanelCard title="Personal information" description="Where we send updates and where we service.">
        {/* Inputs carry no name: the form only asks for the preview notice. */}
        <PreviewForm action="update-information" tab="account">
          <div className="grid gap-4 sm:grid-cols-2">
            {fields.map((f) => (
              <div key={f.id} className={f.id === "account-address" ? "sm:col-span-2" : undefined}>
                <label htmlFor={f.id} className="field-label">
                  {f.label}
                </label>
                <input id={f.id} type={f.type} defaultValue={f.value} autoComplete={f.autoComplete} className="field-input" />
              </div>
            ))}
          </div>
          <NoticeSlot actions={["update-information"]} className="mt-5" />
          <div className="mt-5 flex justify-end">
            <button type="submit" className="btn-primary w-full sm:w-auto">
              Update Information
            </button>
          </div>
        </PreviewForm>
      </PanelCard>

      <PanelCard title="Password and sign-in">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <LockIcon className="mt-0.5 h-5 w-5 shrink-0 text-ink-muted" />
            <p className="text-ink-soft">
              Signed in as <strong className="font-semibold break-all text-ink">{signedInAs}</strong>
            </p>
          </div>
          <PreviewButton action="change-password" tab="account" className="w-full sm:w-auto">
            Change Password
          </PreviewButton>
        </div>
        <NoticeSlot actions={["change-password"]} className="mt-5" />
      </PanelCard>

      <PanelCard title="Your plan">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <dl className="grid grid-cols-2 gap-x-8 gap-y-3 sm:flex sm:gap-10">
            <div>
              <dt className="text-sm text-ink-muted">Plan</dt>
              <dd className="font-semibold text-ink">{customer.plan.name}</dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">Price</dt>
              <dd className="font-semibold text-ink">{formatPlanPrice(customer.plan)}</dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">Dogs</dt>
              <dd className="font-semibold text-ink">{customer.plan.dogs}</dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">Member since</dt>
              <dd className="font-semibold text-ink">{formatDate(customer.joined)}</dd>
            </div>
          </dl>
          <PreviewButton action="change-plan" tab="account" className="w-full sm:w-auto">
            Change Plan
          </PreviewButton>
        </div>
        <NoticeSlot actions={["change-plan"]} className="mt-5" />
      </PanelCard>

      <PanelCard title="Cancel service" tone="danger">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-prose text-ink-soft">Month-to-month, no long-term contract. Cancellation needs 7 days' notice before your next billing date.</p>
          <PreviewButton action="cancel-service" tab="account" variant="danger" className="w-full sm:w-auto">
            Cancel Service
          </PreviewButton>
        </div>
        <NoticeSlot actions={["cancel-service"]} className="mt-5" />
      </PanelCard>
    </TabPanel>
  );
}
