import { business } from "~/content/business";
import type { BusinessContact } from "~/lib/business-contact";
import { NO_DAY_PREFERENCE, PREFERRED_DAY_LIST, SERVICE_FREQUENCY_LIST } from "~/lib/lead-options";
import { COMMUNITY_ROLES, REFERRAL_SOURCES, REQUEST_TYPES } from "~/lib/lead-schema";
import { catalogue, type Translation } from "../i18n";
import { es, esNotices } from "./es/wizard";
import { promisesCopy } from "./promises";
import { currentSmsConsent } from "./sms-consent";

const p = promisesCopy.en;

/** A coded list as the wizard shows it: the stored value and the words for it. */
const choices = <const T extends readonly { value: string; label: string }[]>(list: T) =>
  list.map(({ value, label }) => ({ value, label })) as unknown as { readonly [K in keyof T]: { value: T[K]["value"]; label: string } };

/**
 * The quote wizard's words (/get-started and /es/get-started), sent to the page as loader data.
 * `{n}`, `{name}`, `{zip}` and `{phone}` are filled in by the components. The option lists keep
 * their stored values (a Spanish list with another value or order is a type error).
 */
const en = {
  meta: {
    title: "Get a Free Quote",
    description: "Request a free custom quote for pet waste removal in Miami-Dade: residential yards, HOAs, condos and communities.",
  },
  header: {
    eyebrow: "Free quote · No obligation",
    title: "Get Your Free Quote",
    intro: `Tell us about your yard or community. It takes about a minute, and we serve all of ${business.serviceArea}.`,
  },
  assurances: {
    licensed: "Licensed, insured and background-checked",
    eco: "Eco-friendly, pet-safe products",
    guarantee: p.guarantee.name,
  },
  preferToTalk: "Prefer to talk?",
  progress: {
    label: "Quote progress",
    /** Read by screen readers before the current step's name. */
    stepOf: "Step {n} of 3:",
    service: "Service",
    contact: "Contact",
    community: "Community",
    plan: "Your plan",
  },
  service: {
    heading: "What type of service do you need?",
    residential: {
      title: "Residential Scooping",
      text: "Weekly service based on your needs.",
      audience: "Perfect for homeowners",
      points: ["Weekly, bi-weekly or monthly visits", "No need to be home", p.visitSummary.item],
    },
    commercial: {
      title: "Commercial Scooping",
      text: "Help managing pet waste in your community.",
      audience: "Ideal for communities",
      points: ["HOAs, condos and apartment complexes", "Pet waste stations and restocking", "Common areas kept clean"],
    },
    button: "Get Custom Quote",
  },
  contact: {
    title: "Contact Information",
    introResidential: "Tell us how to reach you. Next, you can pick the plan that fits your yard.",
    introCommercial: "Tell us who we will be working with. Next, a few details about your community.",
    selectOption: "Select an option",
    frequencyLegend: "How often should we come?",
    dayHint: "We confirm the day when we schedule your first visit.",
    noDayPreference: NO_DAY_PREFERENCE,
    outOfArea: "This zip looks outside Miami-Dade County. Send your request anyway and we will confirm whether we can serve you.",
    noPayment: "No payment yet. We never share your details.",
    /** The optional, unticked text-message box beside the phone field: its value is the wording's version. */
    smsConsent: currentSmsConsent("en"),
  },
  community: {
    title: "Community Information",
    intro: "A few details help us prepare an accurate proposal for your property.",
    selectRole: "Select your role",
    homesHint: "Approximate is fine.",
    requestLegend: "What would you like?",
  },
  /** Field labels, beside the fields and in the error summary. */
  fields: {
    fullName: "Full name",
    email: "Email",
    phone: "Phone",
    smsConsent: "Text messages",
    zipCode: "Zip code",
    referralSource: "How did you hear about us?",
    serviceFrequency: "How often",
    preferredDay: "Preferred service day",
    managementCompany: "Management company",
    communityName: "Community name",
    role: "Your role",
    numHomes: "Number of homes",
    requestType: "Request type",
  },
  options: {
    referralSource: choices(REFERRAL_SOURCES),
    serviceFrequency: choices(SERVICE_FREQUENCY_LIST),
    preferredDay: choices(PREFERRED_DAY_LIST),
    role: choices(COMMUNITY_ROLES),
    requestType: choices(REQUEST_TYPES),
  },
  buttons: {
    back: "Back",
    next: "Next",
    processing: "Processing...",
    submit: "Submit Request",
    submitting: "Submitting...",
  },
  form: {
    optional: "(optional)",
    fixOne: "Please fix this field:",
    fixMany: "Please fix these {n} fields:",
    /** The honeypot's label: hidden from people, read by form-filling bots. */
    honeypot: "Leave this field empty",
    turnstileNoScript: "This check needs JavaScript. If you cannot turn it on, please call us instead.",
  },
  plan: {
    title: "Choose Your Plan",
    saved: "Thanks! Your request is saved.",
    savedNamed: "Thanks, {name}! Your request is saved.",
    next: `Pick a plan below to start service. ${p.responseTime.firstVisit}`,
    outOfArea:
      "Zip code {zip} looks outside Miami-Dade County, our usual service area. We have your request and will contact you to confirm coverage before your first visit.",
    noScriptTitle: "Choosing a plan online needs JavaScript.",
    noScriptText: `No problem: your request is saved and we will call you at {phone} ${p.responseTime.deadline} to set up your plan.`,
    callNow: "Call us now:",
    questions: "Questions? Call",
    loading: "Loading pricing options...",
    failed: "Failed to load pricing options. Please try refreshing the page.",
    retry: "Retry Loading",
    backToContact: "Back to Contact Info",
  },
};

/** The wizard's words in one language, as its components receive them. */
export type WizardCopy = Translation<typeof en>;
export const wizardCopy = catalogue(en, es);

/**
 * Messages about a whole form, written by the server into the step it answers (never sent as
 * a catalogue, so they may be functions of the business contact).
 */
const enNotices = {
  expired: {
    title: "This form had expired",
    message: (_: BusinessContact) => "Your details are still here. Please press the button again to send them.",
  },
  spam: {
    title: "We could not accept this request",
    message: (c: BusinessContact) => `Please call us at ${c.phone} or e-mail ${c.email} and we will help you directly.`,
  },
  turnstile: {
    title: "Please confirm you are not a robot",
    message: (_: BusinessContact) => "Complete the check below, then press the button again.",
  },
  database: {
    title: "We could not save your request",
    message: (c: BusinessContact) =>
      `Something went wrong on our side and nothing was sent. Your details are still here: please try again in a moment, or call us at ${c.phone}.`,
  },
  rateLimited: {
    title: "Too many requests from your connection",
    message: (c: BusinessContact, minutes: number) =>
      `We have received several requests from your network in the last hour. Your details are still here: please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or call us at ${c.phone}.`,
  },
};

export type WizardNotices = Translation<typeof enNotices>;
export const wizardNotices = catalogue(enNotices, esNotices);
