import { business } from "~/content/business";
import type { TokenPurpose, UserRole } from "../db/schema";
import { catalogue, inLocale } from "../content/catalogue";
import { type EmailContent, type EmailLocale, escapeHtml, htmlDocument } from "./templates";

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
        subject: `Lo invitamos al equipo de ${business.name}`,
        intro: `Lo invitamos al panel de la oficina de ${business.name}, donde el equipo atiende las solicitudes de cotización y a los clientes.`,
      },
      crew: {
        subject: `Su cuenta del equipo de ${business.name}`,
        intro: `Lo invitamos a la página del equipo de ${business.name}: las visitas del día en orden de ruta en su teléfono, donde cierra cada parada como hecha u omitida.`,
      },
      customer: {
        subject: `Su cuenta de ${business.name} está lista`,
        intro: `¡Bienvenido a ${business.name}! Su cuenta de cliente está lista: vea su plan, mantenga al día las instrucciones del portón y del patio, y elija qué correos recibe.`,
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
  locale: EmailLocale;
  /** The absolute link with the token. */
  link: string;
}

/** The password-reset or invitation e-mail in the account's language: who it is for, the link and how long it works. */
export function accountEmail({ purpose, name, role, locale, link }: AccountEmailInput): EmailContent {
  const c = inLocale(copy, locale);
  const { subject, intro } = purpose === "password_reset" ? c.reset : c.invitation[role];
  const action = purpose === "password_reset" ? c.reset.action : c.invitation.action;
  const notes = purpose === "password_reset" ? [c.reset.expiry, c.reset.ignore] : [c.invitation.expiry];
  const greeting = c.greeting(name);
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
