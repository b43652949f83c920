import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
// Relative paths, not `~/`: drizzle-kit loads this file with Node's resolver, which knows no tsconfig paths.
import { emailKey, mayLackVisitDetails, phoneKey } from "./lead-keys";
import { SKIP_REASONS, VISIT_STATUSES } from "../../app/lib/visit-options";
import { CANCEL_REASONS, INVOICE_STATES, PROVIDER_STATES } from "../../app/lib/self-service";
import {
  BILLING_STATES,
  LEAD_EVENT_TYPES,
  LEAD_LOCALES,
  LEAD_STATUSES,
  PROPERTY_TYPES,
  PREFERRED_DAYS,
  SERVICE_FREQUENCIES,
  SERVICE_TYPES,
} from "../../app/lib/lead-options";

/** Timestamps are ISO-8601 strings in UTC everywhere (sortable, readable in D1 console). */
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

// Coded lead values and their labels are defined once, in app/lib/lead-options.ts.
export {
  BILLING_STATES,
  type BillingState,
  LEAD_EVENT_TYPES,
  LEAD_LOCALES,
  LEAD_STATUSES,
  PREFERRED_DAYS,
  PROPERTY_TYPES,
  SERVICE_FREQUENCIES,
  SERVICE_TYPES,
  type LeadEventType,
  type LeadLocale,
  type LeadStatus,
  type PreferredDay,
  type PropertyType,
  type ServiceFrequency,
  type ServiceType,
} from "../../app/lib/lead-options";
/** Admins run the office; the crew reads and closes the day's visits (/admin/visits) and nothing else; customers see their own service. */
export const USER_ROLES = ["admin", "crew", "customer"] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** pending: invited, no password yet; active: may sign in; deactivated: may not (the row and its history stay). */
export const USER_STATUSES = ["pending", "active", "deactivated"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** What a one-time link lets its holder do: choose a new password, or accept an invitation (choose the first one). */
export const TOKEN_PURPOSES = ["password_reset", "invitation"] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];
/**
 * Where a service address's position came from (server/geo/): the geocoding provider placed the
 * address, the provider could not and it is its ZIP's centre (the office is asked to check it), or
 * the office typed it.
 */
export const POSITION_SOURCES = ["provider", "zip_centre", "office"] as const;
export type PositionSource = (typeof POSITION_SOURCES)[number];
export const ACCOUNT_EVENT_TYPES = ["created", "invited", "invitation_resent", "password_set", "deactivated", "reactivated", "linked_to_lead"] as const;
export type AccountEventType = (typeof ACCOUNT_EVENT_TYPES)[number];
export { SKIP_REASONS, type SkipReason, VISIT_STATUSES, type VisitStatus } from "../../app/lib/visit-options";

export const leads = sqliteTable(
  "leads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    first_name: text("first_name").notNull(),
    /** The name as the visitor typed it (first/last are split from it for fields that need them). */
    full_name: text("full_name").notNull().default(""),
    last_name: text("last_name").notNull().default(""),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull().default(""),
    zip_code: text("zip_code").notNull().default(""),
    out_of_area: integer("out_of_area", { mode: "boolean" }).notNull().default(false),
    service_type: text("service_type", { enum: SERVICE_TYPES }).notNull(),
    property_type: text("property_type", { enum: PROPERTY_TYPES }).notNull(),
    service_frequency: text("service_frequency", { enum: SERVICE_FREQUENCIES }).notNull().default("weekly"),
    /** Residential only; NULL is "no preference". */
    preferred_day: text("preferred_day", { enum: PREFERRED_DAYS }),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    /** What the visitor wrote in the quote form's notes (the office may correct it in Edit Lead); the customer reads it back. */
    special_instructions: text("special_instructions").notNull().default(""),
    /**
     * The office's internal note on the service (Edit Lead), for the office and the crew's stop only:
     * never in the customer area, the customer's e-mails and texts, or the public API.
     */
    office_notes: text("office_notes").notNull().default(""),
    referral_source: text("referral_source").notNull().default(""),
    /** The visitor ticked the quote form's optional text-message box (no texts otherwise). */
    sms_updates: integer("sms_updates", { mode: "boolean" }).notNull().default(false),
    /** Which wording they agreed to (server/content/sms-consent.ts) and when; NULL without consent. */
    sms_consent_version: text("sms_consent_version"),
    sms_consent_at: text("sms_consent_at"),
    /**
     * The language of the wording they saw: that of the page whose box they ticked, which may not
     * be the lead's locale (the page the request was sent from). NULL on leads from before it was
     * recorded, whose wording is read in the lead's locale.
     */
    sms_consent_locale: text("sms_consent_locale", { enum: LEAD_LOCALES }),
    // Commercial-only fields (the wizard collects them; we keep them).
    management_company: text("management_company"),
    community_name: text("community_name"),
    role: text("role"),
    num_homes: integer("num_homes"),
    request_type: text("request_type"),
    // Attribution and integration.
    utm_source: text("utm_source"),
    utm_medium: text("utm_medium"),
    utm_campaign: text("utm_campaign"),
    utm_term: text("utm_term"),
    utm_content: text("utm_content"),
    landing_referrer: text("landing_referrer"),
    /** The ad click id of the visit the lead is credited to (gclid, fbclid, ...), and its network (CLICK_NETWORKS). */
    click_id: text("click_id"),
    click_network: text("click_network"),
    /** The path the visitor first landed on (no query), from the attribution cookie or the wizard's own URL. */
    landing_path: text("landing_path"),
    client_reference: text("client_reference"),
    /** Per-form idempotency key: a retried or doubled submit maps to the same lead. */
    idempotency_key: text("idempotency_key"),
    created_at: text("created_at").notNull().default(now),
    updated_at: text("updated_at").notNull().default(now),
    deleted_at: text("deleted_at"),
    /** When the status last changed (creation counts). */
    status_changed_at: text("status_changed_at"),
    /** When the daily job erased the personal fields of this long-deleted lead. */
    purged_at: text("purged_at"),
    /** The language of the pages the lead came from ("es" under /es); the visitor's confirmation uses it. */
    locale: text("locale", { enum: LEAD_LOCALES }).notNull().default("en"),
    /** Incremented by every change; admin forms send it back so a stale save is refused (optimistic concurrency). */
    version: integer("version").notNull().default(0),
    // Kept up to date by the customer from the customer area (and shown to the admin).
    /** How the crew gets in and what to watch for (gate code, side gate, dog in the yard). */
    gate_instructions: text("gate_instructions").notNull().default(""),
    /**
     * How many dogs live there (1 to LIMITS.dogs, checked by the Edit Lead form: a CHECK here would
     * rebuild the table), as the office recorded it; NULL when nobody said. The crew reads it on the stop.
     */
    dogs: integer("dogs"),
    notify_visit_summary: integer("notify_visit_summary", { mode: "boolean" }).notNull().default(true),
    notify_reminders: integer("notify_reminders", { mode: "boolean" }).notNull().default(true),
    notify_promotions: integer("notify_promotions", { mode: "boolean" }).notNull().default(false),
    /**
     * The next visit the last schedule reminder told the customer about ("2026-12-03", or "none" when
     * it said no visits are planned); NULL until a schedule change first queues one
     * (server/notifications/schedule-reminders.ts). The consumer e-mails only when it differs.
     */
    schedule_notified_next: text("schedule_notified_next"),
    // Billing with the payment provider (server/models/billing.ts, docs/decisions/0012-billing-state-from-provider-events.md).
    /** The provider's customer and subscription ids, kept when a subscription checkout completes. */
    stripe_customer_id: text("stripe_customer_id"),
    stripe_subscription_id: text("stripe_subscription_id"),
    /** active, past_due, paused or canceled; NULL until the customer has a subscription. */
    billing_state: text("billing_state", { enum: BILLING_STATES }),
    /** When billing_state last changed (our clock), and the provider's `created` (unix seconds) of the event that last set it. */
    billing_state_at: text("billing_state_at"),
    billing_event_created: integer("billing_event_created"),
    /** The end of the current period (the next charge), as the provider last gave it; ISO-8601. */
    billing_next_charge_at: text("billing_next_charge_at"),
    /** The last payment link the office sent (a checkout session URL) and when it expires. */
    billing_checkout_url: text("billing_checkout_url"),
    billing_checkout_expires_at: text("billing_checkout_expires_at"),
    /**
     * Where the service address is (server/geo/locate.ts), for the office's route order and the
     * crew's directions only: never in the customer area, the customer's e-mails or the public API.
     * `position_for` is the address and ZIP the position was found for ("<address>|<zip>"): a
     * position of an older address is sought again. NULL: not placed (yet).
     */
    latitude: real("latitude"),
    longitude: real("longitude"),
    position_source: text("position_source", { enum: POSITION_SOURCES }),
    position_for: text("position_for"),
  },
  (t) => [
    // The admin list: active leads newest first, optionally by status (see models/lead-admin.ts).
    index("leads_active_created_idx").on(t.created_at, t.id).where(sql.raw("deleted_at IS NULL")),
    index("leads_active_status_created_idx").on(t.status, t.created_at, t.id).where(sql.raw("deleted_at IS NULL")),
    index("leads_deleted_created_idx").on(t.created_at, t.id).where(sql.raw("deleted_at IS NOT NULL")),
    // The daily purge looks for long-deleted leads; partial, so the planner never picks it for active ones.
    index("leads_deleted_at_idx").on(t.deleted_at).where(sql.raw("deleted_at IS NOT NULL")),
    // The lead list's duplicate flag looks each row's e-mail and phone up among the active leads
    // of its dates (models/lead-stats.ts), instead of normalizing every lead on every view.
    index("leads_active_email_key_idx").on(emailKey(t.email), t.created_at).where(sql.raw("deleted_at IS NULL")),
    index("leads_active_phone_key_idx").on(phoneKey(t.phone), t.created_at).where(sql.raw("deleted_at IS NULL")),
    // "Ready to schedule": the customers something may be missing for, oldest conversion first (models/visits.ts).
    // A stop's customer as the week board reads it (models/crew-routes.ts): by id, from the index alone.
    index("leads_stop_idx").on(t.id, t.deleted_at, t.latitude, t.longitude),
    index("leads_unplannable_idx")
      .on(t.status_changed_at, t.id)
      .where(sql`status = 'converted' AND deleted_at IS NULL AND ${mayLackVisitDetails(t)}`),
    check("leads_status_check", sql.raw(`status IN (${LEAD_STATUSES.map((v) => `'${v}'`).join(", ")})`)),
    check("leads_service_type_check", sql.raw(`service_type IN (${SERVICE_TYPES.map((v) => `'${v}'`).join(", ")})`)),
    check("leads_service_frequency_check", sql.raw(`service_frequency IN (${SERVICE_FREQUENCIES.map((v) => `'${v}'`).join(", ")})`)),
    uniqueIndex("leads_idempotency_key_uq").on(t.idempotency_key),
    /** The payment provider's client reference: residential_<lead id>_<128 random bits>. */
    uniqueIndex("leads_client_reference_uq").on(t.client_reference),
    /** Subscription events find their customer by subscription id. */
    index("leads_stripe_subscription_idx").on(t.stripe_subscription_id).where(sql.raw("stripe_subscription_id IS NOT NULL")),
  ],
);

export const leadEvents = sqliteTable(
  "lead_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    lead_id: integer("lead_id")
      .notNull()
      .references(() => leads.id),
    type: text("type", { enum: LEAD_EVENT_TYPES }).notNull(),
    from_status: text("from_status"),
    to_status: text("to_status"),
    /** JSON object of changed fields for edits: { field: [before, after] }. */
    changes: text("changes"),
    /** Who did it: a user email, "visitor", "system" or "stripe". */
    actor: text("actor").notNull(),
    created_at: text("created_at").notNull().default(now),
    /** The signed-in user who did it (null for visitors, the API and the payment provider). */
    actor_user_id: integer("actor_user_id"),
  },
  (t) => [index("lead_events_lead_id_idx").on(t.lead_id, t.created_at)],
);

/** Payment webhook events already acted on, by the provider's event id: a replay is a no-op. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  /** The lead the event converted, when one matched. */
  lead_id: integer("lead_id"),
  received_at: text("received_at").notNull().default(now),
});

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Stored lower-cased; the unique index makes the address case-insensitive. */
    email: text("email").notNull(),
    /** Empty until an invited person chooses a password (an empty hash never verifies). */
    password_hash: text("password_hash").notNull(),
    role: text("role", { enum: USER_ROLES }).notNull().default("customer"),
    name: text("name").notNull().default(""),
    created_at: text("created_at").notNull().default(now),
    status: text("status", { enum: USER_STATUSES }).notNull().default("active"),
    /** The language of the account's e-mails and of the customer area it lands on. */
    locale: text("locale", { enum: LEAD_LOCALES }).notNull().default("en"),
    /** A customer's service: the converted lead the account was made for (or linked to). */
    lead_id: integer("lead_id").references(() => leads.id),
    /** The demo account sees the fixed sample dashboard (labelled as sample data), never a real service. */
    demo: integer("demo", { mode: "boolean" }).notNull().default(false),
    /**
     * Sessions created before this time (ms since the epoch) are over. Set when the password is set
     * and when the account is deactivated: sessions live in KV without an index by account, and the
     * account row is read on every request anyway.
     */
    sessions_valid_after: integer("sessions_valid_after").notNull().default(0),
    last_sign_in_at: text("last_sign_in_at"),
    /** Incremented by every admin change; the team page's forms send it back (a stale one gets 409). */
    version: integer("version").notNull().default(0),
  },
  (t) => [
    uniqueIndex("users_email_uq").on(sql`lower(${t.email})`),
    uniqueIndex("users_lead_id_uq").on(t.lead_id),
    // The team page: the staff and crew by role, one page of the customers by e-mail (server/models/users.ts).
    index("users_role_email_idx").on(t.role, t.email),
    // "Ready to schedule" lists the customers whose account was deactivated (models/visits.ts): a few entries.
    index("users_deactivated_idx").on(t.lead_id).where(sql.raw("status = 'deactivated'")),
  ],
);

/**
 * One-time links (password reset, invitation). Only the SHA-256 of the token is stored; the token
 * itself exists only in the e-mail. Single use (used_at), short-lived (expires_at), and a newer
 * link of the same purpose voids the older ones (voided_at).
 */
export const authTokens = sqliteTable(
  "auth_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    purpose: text("purpose", { enum: TOKEN_PURPOSES }).notNull(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** Hex SHA-256 of the random token (256 bits, base64url in the link). */
    token_hash: text("token_hash").notNull(),
    expires_at: text("expires_at").notNull(),
    used_at: text("used_at"),
    voided_at: text("voided_at"),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("auth_tokens_hash_uq").on(t.token_hash),
    index("auth_tokens_user_purpose_idx").on(t.user_id, t.purpose),
    check("auth_tokens_purpose_check", sql.raw(`purpose IN (${TOKEN_PURPOSES.map((v) => `'${v}'`).join(", ")})`)),
  ],
);

/** Who changed which account and how (team page, invitations, conversions, password set). */
export const accountEvents = sqliteTable(
  "account_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id),
    type: text("type", { enum: ACCOUNT_EVENT_TYPES }).notNull(),
    /** An admin's e-mail, "system", "stripe" or "self". */
    actor: text("actor").notNull(),
    actor_user_id: integer("actor_user_id"),
    /** JSON details without secrets (role, lead id). */
    details: text("details"),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("account_events_user_idx").on(t.user_id, t.created_at)],
);

/**
 * One planned visit of a customer's service (their converted lead), on a Miami calendar date.
 * Planned ahead by the daily job from the plan (server/visits/plan.ts); closed by the crew as done
 * (with a note and an optional photo in R2) or skipped (with a reason). `summary_queued_at` makes
 * the customer's summary e-mail go out once per visit, whatever the retries.
 */
export const visits = sqliteTable(
  "visits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    lead_id: integer("lead_id")
      .notNull()
      .references(() => leads.id),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** "2026-11-26", in Miami (America/New_York). */
    date: text("date").notNull(),
    status: text("status", { enum: VISIT_STATUSES }).notNull().default("scheduled"),
    skip_reason: text("skip_reason", { enum: SKIP_REASONS }),
    /** The crew's note for the customer. */
    note: text("note").notNull().default(""),
    /** The R2 key of the photo (random, never shown), and its content type. */
    photo_key: text("photo_key"),
    photo_type: text("photo_type"),
    completed_at: text("completed_at"),
    /** When the crew first tapped "On my way" for this visit: the arrival estimates start from it. */
    on_my_way_at: text("on_my_way_at"),
    completed_by: integer("completed_by"),
    summary_queued_at: text("summary_queued_at"),
    summary_sent_at: text("summary_sent_at"),
    /**
     * When the day-before reminder of this visit went out (server/notifications/reminder-emails.ts):
     * claimed before the e-mail is sent, so a replayed message or a second run sends none.
     */
    reminder_sent_at: text("reminder_sent_at"),
    created_at: text("created_at").notNull().default(now),
    version: integer("version").notNull().default(0),
  },
  (t) => [
    uniqueIndex("visits_lead_date_uq").on(t.lead_id, t.date),
    // A day's visits; with status and customer, the week board reads its stops from the index alone.
    index("visits_date_status_lead_idx").on(t.date, t.status, t.lead_id),
    index("visits_user_date_idx").on(t.user_id, t.date),
    check("visits_status_check", sql.raw(`status IN (${VISIT_STATUSES.map((v) => `'${v}'`).join(", ")})`)),
  ],
);

/**
 * A customer's pause (docs/decisions/0020): no visits from `start_date` through `end_date` (Miami
 * dates, both included); they come back by themselves after it. Ended early: `end_date` becomes the
 * day before the end was asked (a pause not started yet ends before its start), `ended_early_at` says when.
 * `provider_state`: the payment provider's pause of collection (started by the daily job on the start date).
 */
export const servicePauses = sqliteTable(
  "service_pauses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    lead_id: integer("lead_id")
      .notNull()
      .references(() => leads.id),
    start_date: text("start_date").notNull(),
    end_date: text("end_date").notNull(),
    created_at: text("created_at").notNull().default(now),
    created_by: integer("created_by"),
    ended_early_at: text("ended_early_at"),
    provider_state: text("provider_state", { enum: PROVIDER_STATES }).notNull().default("pending"),
  },
  (t) => [index("service_pauses_lead_idx").on(t.lead_id, t.end_date)],
);

/**
 * A customer's cancellation (docs/decisions/0020): the last day of service, why, and the
 * provider's cancel at the end of the paid period (`provider_state`). Visits after `end_date` go.
 * The customer's last one is in force unless `withdrawn_at` says a payment restarted the service.
 */
export const cancellationRequests = sqliteTable(
  "cancellation_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    lead_id: integer("lead_id")
      .notNull()
      .references(() => leads.id),
    end_date: text("end_date").notNull(),
    reason: text("reason", { enum: CANCEL_REASONS }).notNull(),
    comment: text("comment").notNull().default(""),
    created_at: text("created_at").notNull().default(now),
    created_by: integer("created_by"),
    provider_state: text("provider_state", { enum: PROVIDER_STATES }).notNull().default("pending"),
    /**
     * When the cancellation stopped being in force: the customer paid again (a checkout while it was
     * pending, or after it ended), which restarts the service (server/service/account.ts). NULL: in force.
     */
    withdrawn_at: text("withdrawn_at"),
  },
  (t) => [index("cancellation_requests_lead_idx").on(t.lead_id, t.created_at)],
);

/**
 * Invoices as the payment provider reported them (`invoice.paid`, `invoice.payment_failed`), one row
 * per provider invoice id; a newer event for the same invoice updates it. Amounts in cents.
 */
export const invoices = sqliteTable(
  "invoices",
  {
    id: text("id").primaryKey(),
    lead_id: integer("lead_id")
      .notNull()
      .references(() => leads.id),
    number: text("number"),
    /** The invoice's own date, Miami calendar date. */
    date: text("date").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: INVOICE_STATES }).notNull(),
    hosted_url: text("hosted_url"),
    event_created: integer("event_created").notNull(),
  },
  (t) => [index("invoices_lead_date_idx").on(t.lead_id, t.date)],
);

/** The plan's price as the provider's subscription events report it (one row per customer). Cents. */
export const billingPlans = sqliteTable("billing_plans", {
  lead_id: integer("lead_id")
    .primaryKey()
    .references(() => leads.id),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  /** day, week, month or year, and how many of them. */
  interval: text("interval").notNull(),
  interval_count: integer("interval_count").notNull().default(1),
  event_created: integer("event_created").notNull(),
});

/**
 * Each customer's crew member and place in that crew member's route (docs/decisions/0019): one row
 * per service (lead), none while it is unassigned. `position` orders the route; every day's stops
 * of a crew member follow it. The leads table is not touched, so assigning never races a lead edit.
 */
export const crewAssignments = sqliteTable(
  "crew_assignments",
  {
    lead_id: integer("lead_id")
      .primaryKey()
      .references(() => leads.id),
    crew_user_id: integer("crew_user_id")
      .notNull()
      .references(() => users.id),
    position: integer("position").notNull(),
    /** The office moved this stop by hand: an automatic re-order keeps it where it was put; "Order by distance" frees it. */
    pinned: integer("pinned", { mode: "boolean" }).notNull().default(false),
    assigned_at: text("assigned_at").notNull().default(now),
  },
  (t) => [index("crew_assignments_route_idx").on(t.crew_user_id, t.position)],
);

/** Settings the office changes from its pages, one row each (e.g. the board's stops per crew member and day). */
export const officeSettings = sqliteTable("office_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updated_at: text("updated_at").notNull().default(now),
});

/**
 * E-mails kept by the `outbox` provider (development and tests only; a deployed Worker refuses
 * it), listed at /dev/outbox so a developer and the end-to-end tests can read them.
 */
export const emailOutbox = sqliteTable("email_outbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  to_address: text("to_address").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  created_at: text("created_at").notNull().default(now),
});

/** Which crew event a text tells the customer about (server/sms/). */
export const SMS_EVENTS = ["on_my_way", "visit_closed"] as const;
export type SmsEvent = (typeof SMS_EVENTS)[number];
/**
 * A text's state: queued (on the queue), scheduled (held for 8 am, quiet hours), sending (claimed by
 * the consumer), sent (the provider accepted it), delivered / undelivered (the provider's status
 * callback), failed (refused for good, or retrying), dead (gave up after the queue's last retry),
 * skipped (never sent: no consent, texts off, STOP, not a US number; `last_error` says why).
 */
export const SMS_STATUSES = ["queued", "scheduled", "sending", "sent", "delivered", "undelivered", "failed", "dead", "skipped"] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/**
 * One row per text the crew's page asked for, at most one per event (`event_key`, e.g.
 * "visit:12:on_my_way"), so double submits and queue redeliveries never text twice.
 */
export const smsMessages = sqliteTable(
  "sms_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    lead_id: integer("lead_id")
      .notNull()
      .references(() => leads.id),
    visit_id: integer("visit_id"),
    event: text("event", { enum: SMS_EVENTS }).notNull(),
    /** The idempotency key: one text per event. */
    event_key: text("event_key").notNull(),
    /** E.164 ("+13055550142"); empty when the lead's number is not a US number. */
    to_phone: text("to_phone").notNull().default(""),
    locale: text("locale", { enum: LEAD_LOCALES }).notNull().default("en"),
    body: text("body").notNull().default(""),
    status: text("status", { enum: SMS_STATUSES }).notNull().default("queued"),
    /** Not before this time (quiet hours hold a text until 8 am in Miami). */
    send_after: text("send_after"),
    /** The provider's message id (Twilio's `SM…`), matched by status callbacks. */
    provider_sid: text("provider_sid"),
    /** The provider's error code (Twilio's numeric code) or our reason; never personal data. */
    error_code: text("error_code"),
    last_error: text("last_error"),
    attempts: integer("attempts").notNull().default(0),
    created_at: text("created_at").notNull().default(now),
    updated_at: text("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("sms_messages_event_key_uq").on(t.event_key),
    index("sms_messages_lead_idx").on(t.lead_id, t.created_at),
    index("sms_messages_visit_idx").on(t.visit_id),
    index("sms_messages_provider_sid_idx").on(t.provider_sid),
    check("sms_messages_status_check", sql.raw(`status IN (${SMS_STATUSES.map((v) => `'${v}'`).join(", ")})`)),
  ],
);

export const SMS_CONSENT_ACTIONS = ["given", "withdrawn"] as const;
export type SmsConsentAction = (typeof SMS_CONSENT_ACTIONS)[number];
/**
 * Where a consent change came from: the quote form, the customer area, a keyword texted to us
 * (STOP, START), the lead's number changing (consent belongs to the number that gave it), or the
 * office (a reply that asked to stop).
 */
export const SMS_CONSENT_SOURCES = ["quote_form", "customer_area", "keyword", "number_changed", "office"] as const;
export type SmsConsentSource = (typeof SMS_CONSENT_SOURCES)[number];

/**
 * The history of text-message consent, never rewritten: every grant and withdrawal with its time,
 * source and keyword. `leads.sms_updates` / `sms_consent_at` hold the current state; a withdrawal
 * for a phone number (STOP) counts for every lead with that number.
 */
export const smsConsentEvents = sqliteTable(
  "sms_consent_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Null for a keyword from a number no lead has. */
    lead_id: integer("lead_id").references(() => leads.id),
    /** E.164: the number the consent was given or withdrawn for (a grant counts only while the lead has this number). */
    phone: text("phone").notNull(),
    action: text("action", { enum: SMS_CONSENT_ACTIONS }).notNull(),
    source: text("source", { enum: SMS_CONSENT_SOURCES }).notNull(),
    /** The keyword as texted (STOP, UNSUBSCRIBE, START, ...), for keyword changes. */
    keyword: text("keyword"),
    /** The consent wording agreed to (server/content/sms-consent.ts), for grants. */
    wording_version: text("wording_version"),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("sms_consent_events_lead_idx").on(t.lead_id, t.created_at), index("sms_consent_events_phone_idx").on(t.phone, t.created_at)],
);

/**
 * Where the office e-mail of a customer's reply stands: pending (stored, not yet on the queue),
 * queued, sending (claimed by the consumer), sent, failed (retrying), dead (gave up after the
 * queue's last retry).
 */
export const SMS_REPLY_FORWARD_STATUSES = ["pending", "queued", "sending", "sent", "failed", "dead"] as const;
export type SmsReplyForwardStatus = (typeof SMS_REPLY_FORWARD_STATUSES)[number];

/**
 * A customer's text to our number that is not a keyword (STOP, START, HELP): "Gate is locked, I'll
 * open it in 5 min". Kept so the office reads it (e-mailed to STAFF_EMAIL, shown in the lead's
 * texts and on the crew's stop). One row per provider message (`message_sid` unique: a retried
 * webhook stores and forwards nothing twice). Linked to the lead we last texted at that number,
 * else its most recent lead not deleted; NULL for a number no lead has. Deleted with the lead's
 * purge; an unlinked one after PURGE_AFTER_DAYS (server/models/lead-purge.ts).
 */
export const smsReplies = sqliteTable(
  "sms_replies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    lead_id: integer("lead_id").references(() => leads.id),
    /** E.164, as the provider gave it. */
    phone: text("phone").notNull(),
    /** The words, control characters taken out, at most 1,600 characters. */
    body: text("body").notNull().default(""),
    /** Pictures or files attached (an MMS); not fetched nor kept. */
    media_count: integer("media_count").notNull().default(0),
    /** The provider's message id (Twilio's `SM…`/`MM…`). */
    message_sid: text("message_sid").notNull(),
    /** The last text we sent to this number before it arrived (what it answers), if any. */
    answers_sms_id: integer("answers_sms_id"),
    received_at: text("received_at").notNull().default(now),
    forward_status: text("forward_status", { enum: SMS_REPLY_FORWARD_STATUSES }).notNull().default("pending"),
    forward_attempts: integer("forward_attempts").notNull().default(0),
    /** The last failure of the office e-mail, without personal data. */
    forward_error: text("forward_error"),
    forward_updated_at: text("forward_updated_at").notNull().default(now),
    forwarded_at: text("forwarded_at"),
    /** The words read as a wish to stop texts ("please stop texting me, we moved"): flagged for the office. */
    opt_out_words: integer("opt_out_words", { mode: "boolean" }).notNull().default(false),
    /** Past the first few replies of the hour from this number: e-mailed in one digest, not one by one. */
    in_digest: integer("in_digest", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    uniqueIndex("sms_replies_message_sid_uq").on(t.message_sid),
    index("sms_replies_lead_idx").on(t.lead_id, t.received_at),
    index("sms_replies_phone_idx").on(t.phone, t.received_at),
    check("sms_replies_forward_status_check", sql.raw(`forward_status IN (${SMS_REPLY_FORWARD_STATUSES.map((v) => `'${v}'`).join(", ")})`)),
  ],
);

/**
 * A keyword texted to our number (STOP, START, HELP and their synonyms), once per provider message:
 * the provider retries webhooks, and a replayed START after a later STOP must change nothing
 * (server/sms/consent.ts). The consent change itself is in sms_consent_events.
 */
export const smsKeywords = sqliteTable(
  "sms_keywords",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The provider's message id (Twilio's `SM…`). */
    message_sid: text("message_sid").notNull(),
    /** E.164. */
    phone: text("phone").notNull(),
    kind: text("kind", { enum: ["stop", "start", "help"] }).notNull(),
    keyword: text("keyword").notNull(),
    received_at: text("received_at").notNull().default(now),
  },
  (t) => [uniqueIndex("sms_keywords_message_sid_uq").on(t.message_sid), index("sms_keywords_phone_idx").on(t.phone, t.received_at)],
);

/** Texts kept by the `outbox` SMS provider (development and tests only), listed at /dev/outbox. */
export const smsOutbox = sqliteTable("sms_outbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  to_phone: text("to_phone").notNull(),
  body: text("body").notNull(),
  created_at: text("created_at").notNull().default(now),
});

/** Fixed-window counters for rate limits (strongly consistent, unlike KV). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  window_start: integer("window_start").notNull(),
  count: integer("count").notNull().default(0),
  /** End of the window in ms since the epoch; the daily cron deletes rows past it. */
  expires_at: integer("expires_at").notNull().default(0),
});

/**
 * Queue messages sent whose e-mail has no row of its own to say so (a service notice, an account
 * e-mail, a payment link), by the queue's message id, which a redelivery keeps: a redelivered message that was
 * sent sends nothing again (server/notifications/queue.ts). The daily job deletes rows past the
 * queue's retention (server/models/queue-deliveries.ts).
 */
export const queueDeliveries = sqliteTable(
  "queue_deliveries",
  {
    message_id: text("message_id").primaryKey(),
    kind: text("kind").notNull(),
    sent_at: text("sent_at").notNull().default(now),
  },
  (t) => [index("queue_deliveries_sent_at_idx").on(t.sent_at)],
);

export const NOTIFICATION_KINDS = ["staff_email", "visitor_confirmation", "webhook"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_STATUSES = ["queued", "sent", "failed", "dead"] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/**
 * One row per outbound notification of a new lead (server/notifications/): queued when the lead is
 * stored, then sent, failed (retrying, or never reached the queue) or dead (gave up after the
 * queue's last retry). The admin's lead details show them.
 */
export const leadNotifications = sqliteTable(
  "lead_notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    lead_id: integer("lead_id")
      .notNull()
      .references(() => leads.id),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    status: text("status", { enum: NOTIFICATION_STATUSES }).notNull().default("queued"),
    /** Delivery attempts made by the consumer. */
    attempts: integer("attempts").notNull().default(0),
    /** The last failure, without personal data (provider status or error class). */
    last_error: text("last_error"),
    created_at: text("created_at").notNull().default(now),
    updated_at: text("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("lead_notifications_lead_kind_uq").on(t.lead_id, t.kind),
    check("lead_notifications_kind_check", sql.raw(`kind IN (${NOTIFICATION_KINDS.map((v) => `'${v}'`).join(", ")})`)),
    check("lead_notifications_status_check", sql.raw(`status IN (${NOTIFICATION_STATUSES.map((v) => `'${v}'`).join(", ")})`)),
  ],
);

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type LeadEvent = typeof leadEvents.$inferSelect;
export type User = typeof users.$inferSelect;
export type LeadNotification = typeof leadNotifications.$inferSelect;
export type AuthToken = typeof authTokens.$inferSelect;
export type Visit = typeof visits.$inferSelect;
export type ServicePause = typeof servicePauses.$inferSelect;
export type CancellationRequest = typeof cancellationRequests.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
export type BillingPlan = typeof billingPlans.$inferSelect;
export type AccountEvent = typeof accountEvents.$inferSelect;
export type SmsMessage = typeof smsMessages.$inferSelect;
export type SmsConsentEvent = typeof smsConsentEvents.$inferSelect;
export type SmsReply = typeof smsReplies.$inferSelect;
export type SmsKeyword = typeof smsKeywords.$inferSelect;
