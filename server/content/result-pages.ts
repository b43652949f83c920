/** The pages after the wizard: /success (payment) and /commercial-thank-you (docs/decisions/0005). */
import { business } from "../../app/content/business";
import type { Catalogue } from "../i18n";
import { esResultPages } from "./es/result-pages";
import { promisesCopy } from "./promises";

const p = promisesCopy.en;

const en = {
  success: {
    meta: { title: "Payment Successful", description: "Your payment was received." },
    title: "Payment Successful",
    text: `Welcome to ${business.name}! Your plan is active. ${p.responseTime.firstVisit}`,
    points: ["A confirmation is on its way to your inbox", "No need to be home on service day", p.visitSummary.item],
    dashboard: "Go to your dashboard",
    home: "Back to home",
    questions: "Questions? Call",
  },
  commercial: {
    meta: { title: "Request Received", description: "Thank you for your request. Our team will be in touch." },
    title: "Thank You for Your Request",
    text: `We have received your request. ${p.responseTime.commercial}`,
    coverage: `Your zip code looks outside ${p.serviceArea.name}, our usual service area. We will confirm coverage with you first.`,
    sooner: "Need us sooner?",
    home: "Back to home",
    services: "Commercial services",
  },
};

export type ResultPagesCopy = typeof en;

export const resultPagesCopy: Catalogue<ResultPagesCopy> = { en, es: esResultPages };
