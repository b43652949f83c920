import { data, redirect } from "react-router";
import { leadIdParam, leadListUrl } from "~/lib/lead-admin-forms";
import { dbContext } from "~server/context";
import { log } from "~server/log";
import { getLead } from "~server/models/lead-admin";
import { changeLeadConsent } from "~server/models/sms";
import { officeTurnsTextsOff } from "~server/sms/consent";
import type { Route } from "./+types/lead-texts-off";

/** Nothing to show: the button lives in the lead's conversation on the dashboard. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(leadListUrl(url.searchParams));
}

/**
 * "Turn texts off", beside a customer's reply that reads as a wish to stop texts ("please stop
 * texting me, we moved"): the office withdraws the lead's consent, kept in its consent history.
 */
export async function action({ context, params, url }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const lead = await getLead(db, leadIdParam(params.id));
  if (!lead || lead.deleted_at) throw data("Lead not found", { status: 404 });
  const change = officeTurnsTextsOff(lead);
  if (change) {
    await changeLeadConsent(db, lead, change);
    log.info("sms_opt_out", { leads: 1, keyword: "office" });
  }
  return redirect(leadListUrl(url.searchParams), 303);
}
