import { INTL_LOCALE } from "~/lib/i18n";
import { LIMITS } from "~/lib/lead-options";
import { catalogue, type Translation } from "./catalogue";

/**
 * The field messages of the lead schema (app/lib/lead-schema.ts), in each language. The wizard's
 * action validates with the visitor's language; its page gets the same messages as loader data
 * for the browser's check before a submit, so no language ships as JavaScript.
 */
const en = {
  serviceType: "Choose Residential or Commercial",
  fullNameRequired: "Enter your full name",
  fullNameTooLong: `Full name must be ${LIMITS.fullName} characters or fewer`,
  emailRequired: "Enter your email address",
  emailTooLong: `Email must be ${LIMITS.email} characters or fewer`,
  emailInvalid: "Enter an email address like name@example.com",
  phoneRequired: "Enter your phone number",
  phoneTooLong: "Enter a 10-digit US phone number",
  phoneInvalid: "Enter a 10-digit US phone number, like (305) 555-0142",
  zipRequired: "Enter your 5-digit zip code",
  zipInvalid: "Enter a 5-digit zip code, like 33131",
  smsConsent: "Tick the text-message box again, or leave it empty",
  choice: "Choose an option from the list",
  serviceFrequency: "Choose how often you would like us to come",
  unsafeText: "Remove control or text-direction characters (they are often pasted by accident)",
  managementCompanyText: "Enter management company as text",
  managementCompanyTooLong: `Management company must be ${LIMITS.managementCompany} characters or fewer`,
  communityNameRequired: "Enter the community name",
  communityNameTooLong: `Community name must be ${LIMITS.communityName} characters or fewer`,
  numHomesWhole: "Enter a whole number of homes, like 120",
  numHomesRange: `Enter a number from 1 to ${LIMITS.numHomes.toLocaleString(INTL_LOCALE.en)}`,
};

/** Every message the lead schema can show (English is the source; a missing Spanish key is a type error). */
export type LeadMessages = Translation<typeof en>;

const es: LeadMessages = {
  serviceType: "Elija Residencial o Comercial",
  fullNameRequired: "Escriba su nombre completo",
  fullNameTooLong: `El nombre completo debe tener ${LIMITS.fullName} caracteres o menos`,
  emailRequired: "Escriba su correo electrónico",
  emailTooLong: `El correo electrónico debe tener ${LIMITS.email} caracteres o menos`,
  emailInvalid: "Escriba un correo electrónico válido, como nombre@ejemplo.com",
  phoneRequired: "Escriba su número de teléfono",
  phoneTooLong: "Escriba un número de teléfono de EE. UU. de 10 dígitos",
  phoneInvalid: "Escriba un número de teléfono de EE. UU. de 10 dígitos, como (305) 555-0142",
  zipRequired: "Escriba su código postal (ZIP) de 5 dígitos",
  zipInvalid: "Escriba un código postal de 5 dígitos, como 33131",
  smsConsent: "Vuelva a marcar la casilla de mensajes de texto, o déjela en blanco",
  choice: "Elija una opción de la lista",
  serviceFrequency: "Elija cada cuánto quiere que vengamos",
  unsafeText: "Quite los caracteres de control o de dirección del texto (suelen pegarse sin querer)",
  managementCompanyText: "Escriba el nombre de la compañía administradora como texto",
  managementCompanyTooLong: `El nombre de la compañía administradora debe tener ${LIMITS.managementCompany} caracteres o menos`,
  communityNameRequired: "Escriba el nombre de la comunidad",
  communityNameTooLong: `El nombre de la comunidad debe tener ${LIMITS.communityName} caracteres o menos`,
  numHomesWhole: "Escriba un número entero de viviendas, como 120",
  numHomesRange: `Escriba un número del 1 al ${LIMITS.numHomes.toLocaleString(INTL_LOCALE.es)}`,
};

export const leadMessages = catalogue(en, es);
