import { business } from "~/content/business";
import { formatVisitDate } from "~/lib/dates";
import { localizePath, type Locale } from "~/lib/i18n";
import { getConfig } from "../config";
import type { Db } from "../db/client";
import type { TokenPurpose, UserRole } from "../db/schema";
import { catalogue, inLocale } from "../content/catalogue";
import { log } from "../log";
import { loadAccount } from "../service/account";
import { issueToken } from "../models/auth-tokens";
import { findUserById } from "../models/users";
import type { AccountEmailMessage } from "./messages";
import { type DeliveryDeps, sendEmail } from "./providers";
import { type EmailContent, emailLocale, escapeHtml, firstNameOf, htmlDocument } from "./templates";

const copy = catalogue(
  {
    greeting: (name: string) => (name ? `Hi ${name},` : "Hi,"),
    reset: {
      subject: `Reset your ${business.name} password`,
      intro: `Someone (we hope you) asked to reset the password of your ${business.name} account.`,
      action: "Choose a new password",
      expiry: "This link works once and expires in 30 minutes.",
      ignore: "If you did not ask for it, ignore this e-mail: your password stays as it is.",
    },
    invitation: {
      admin: {
        subject: `You're invited to the ${business.name} team`,
        intro: `You have been invited to the ${business.name} office dashboard, where the team manages quote requests and customers.`,
      },
      crew: {
        subject: `Your ${business.name} crew account`,
        intro: `You have been invited to ${business.name}'s crew page: the day's visits in route order on your phone, where you close each stop as done or skipped.`,
      },
      customer: {
        subject: `Your ${business.name} account is ready`,
        intro: `Welcome to ${business.name}! Your customer account is ready: see your plan, keep your gate and yard instructions up to date, and choose which e-mails you get.`,
        firstVisit: (date: string) => `Your first visit is planned for ${date}. After each visit you'll find what the crew did in your customer dashboard.`,
        missing:
          "When you choose your password we'll ask for your street address and the day that suits you: your first visit is planned as soon as you save them.",
      },
      action: "Choose your password",
      expiry: "This link works once and expires in 7 days. If it has expired, ask us for a new one.",
    },
    signOff: `— The ${business.name} team`,
  },
  {
    greeting: (name: string) => (name ? `Hola, ${name}:` : "Hola:"),
    reset: {
      subject: `Restablezca su contraseña de ${business.name}`,
      intro: `Alguien (esperamos que usted) pidió restablecer la contraseña de su cuenta de ${business.name}.`,
      action: "Elegir una contraseña nueva",
      expiry: "Este enlace funciona una sola vez y vence en 30 minutos.",
      ignore: "Si usted no lo pidió, ignore este correo: su contraseña sigue igual.",
    },
    invitation: {
      admin: {
        subject: `Tiene una invitación al equipo de ${business.name}`,
        intro: `Tiene una invitación al panel de la oficina de ${business.name}, donde el equipo atiende las solicitudes de cotización y a los clientes.`,
      },
      crew: {
        subject: `Su cuenta del equipo de ${business.name}`,
        intro: `Tiene una invitación a la página del equipo de ${business.name}: las visitas del día en orden de ruta en su teléfono, donde cierra cada parada como hecha u omitida.`,
      },
      customer: {
        subject: `Su cuenta de ${business.name} está lista`,
        intro: `Le damos la bienvenida a ${business.name}. Su cuenta de cliente está lista: vea su plan, mantenga al día las instrucciones del portón y del patio, y elija qué correos recibe.`,
        firstVisit: (date: string) =>
          `Su primera visita está programada para el ${date}. Después de cada visita verá en su panel del cliente lo que hizo el equipo.`,
        missing: "Al elegir su contraseña le pediremos la dirección y el día que le convenga: su primera visita se programa en cuanto los guarde.",
      },
      action: "Elegir su contraseña",
      expiry: "Este enlace funciona una sola vez y vence en 7 días. Si ya venció, pídanos uno nuevo.",
    },
    signOff: `— El equipo de ${business.name}`,
  },
);

export interface AccountEmailInput {
  purpose: TokenPurpose;
  name: string;
  role: UserRole;
  locale: Locale;
  /** The absolute link with the token. */
  link: string;
  /**
   * A customer invitation's service, from its account: the first visit ("2026-12-03", planned or, past
   * the planning window, the first the plan will have), and whether the address or day is still missing.
   */
  service?: { firstVisit: string | null; missingDetails: boolean };
}

/** The password-reset or invitation e-mail in the account's language: who it is for, the link and how long it works. */
export function accountEmail({ purpose, name, role, locale, link, service }: AccountEmailInput): EmailContent {
  const c = inLocale(copy, locale);
  const { subject } = purpose === "password_reset" ? c.reset : c.invitation[role];
  let intro = purpose === "password_reset" ? c.reset.intro : c.invitation[role].intro;
  // The welcome names the first visit, or says what the customer gives before it.
  if (purpose === "invitation" && role === "customer" && service) {
    const said = service.firstVisit
      ? c.invitation.customer.firstVisit(formatVisitDate(service.firstVisit, locale))
      : service.missingDetails
        ? c.invitation.customer.missing
        : "";
    if (said) intro += ` ${said}`;
  }
  const action = purpose === "password_reset" ? c.reset.action : c.invitation.action;
  const notes = purpose === "password_reset" ? [c.reset.expiry, c.reset.ignore] : [c.invitation.expiry];
  // "Hi Ana," with the first name only, as every e-mail greets.
  const greeting = c.greeting(firstNameOf(name));
  const text = [greeting, "", intro, "", `${action}: ${link}`, "", ...notes, "", c.signOff].join("\n");
  const html = htmlDocument(
    subject,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#15803d;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action)}</a></p>` +
      notes.map((n) => `<p>${escapeHtml(n)}</p>`).join("") +
      `<p>${escapeHtml(c.signOff)}</p>`,
    locale,
  );
  return { subject, text, html };
}

/** Paths of the pages a link opens, by purpose (the account's language decides the /es prefix). */
const LINK_PATHS: Record<TokenPurpose, string> = { password_reset: "/reset-password", invitation: "/invite" };

/** The absolute link of a fresh token (older ones of the same purpose stop working). */
export async function accountLink(db: Db, siteUrl: string, userId: number, purpose: TokenPurpose, locale: Locale): Promise<string> {
  const token = await issueToken(db, userId, purpose);
  return new URL(localizePath(locale, `${LINK_PATHS[purpose]}/${token}`), siteUrl).toString();
}

/**
 * Sends one account e-mail: a fresh link (older ones of the same purpose stop working) in the
 * account's language. An invitation goes only to an account still pending, a reset only to one
 * that can sign in or is pending; a deactivated account gets nothing.
 */
export async function deliverAccountEmail(db: Db, env: Env, body: AccountEmailMessage, deps: DeliveryDeps): Promise<void> {
  const user = await findUserById(db, body.userId);
  const wanted = body.purpose === "invitation" ? user?.status === "pending" : user?.status === "active" || user?.status === "pending";
  if (!user || !wanted) {
    log.info("account_email_skipped", { userId: body.userId, purpose: body.purpose, status: user?.status ?? "missing" });
    return;
  }
  const locale = emailLocale(user.locale);
  const link = await accountLink(db, getConfig(env).SITE_URL, user.id, body.purpose, locale);
  // A customer's welcome names their first planned visit (planned in the request that invited them).
  const account = body.purpose === "invitation" && user.role === "customer" && user.lead_id ? await loadAccount(db, user.lead_id) : undefined;
  // Only what the address and day lack is asked for (the account itself is being accepted).
  const service = account ? { firstVisit: account.nextVisit, missingDetails: account.missing.some((m) => m !== "account") } : undefined;
  const content = accountEmail({ purpose: body.purpose, name: user.name, role: user.role, locale, link, service });
  await sendEmail(env, { ...content, to: user.email }, deps.fetcher);
  log.info("account_email_sent", { userId: user.id, purpose: body.purpose });
}
