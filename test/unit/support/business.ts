/** The business's real contact details, as production's variables hold them. */
export const BUSINESS_VARS = {
  BUSINESS_PHONE: "(305) 204-8812",
  BUSINESS_EMAIL: "hello@cleanpawsmiami.com",
  BUSINESS_ADDRESS_STREET: "2000 Ponce de Leon Blvd",
  BUSINESS_ADDRESS_LOCALITY: "Coral Gables",
  BUSINESS_ADDRESS_REGION: "FL",
  BUSINESS_ADDRESS_POSTAL_CODE: "33134",
  BUSINESS_HOURS_DAYS: "Monday to Saturday",
  BUSINESS_HOURS_DAYS_ES: "de lunes a sábado",
  BUSINESS_HOURS_OPEN: "08:00",
  BUSINESS_HOURS_CLOSE: "18:00",
};
