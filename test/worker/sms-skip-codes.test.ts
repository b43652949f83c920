import { describe, expect, it } from "vitest";
import type { SmsMessage } from "~server/db/schema";
import { summarizeText } from "~server/sms/crew";
import { SKIP_TEXTS } from "~server/sms/send";

const row = (over: Partial<SmsMessage>): SmsMessage => ({
  id: 1,
  lead_id: 1,
  visit_id: 1,
  event: "visit_closed",
  event_key: "visit_closed:1",
  to_phone: "",
  locale: "en",
  body: "",
  status: "skipped",
  send_after: null,
  provider_sid: null,
  error_code: null,
  last_error: null,
  attempts: 0,
  created_at: "2026-11-28T12:00:00.000Z",
  updated_at: "2026-11-28T12:00:00.000Z",
  ...over,
});

describe("a skipped text's reason", () => {
  it("is read from its stored code, not by matching the sentence people read", () => {
    // The sentence may be reworded in a later release; the code stays.
    expect(summarizeText(row({ error_code: "opted_out", last_error: "Not sent: reworded" })).skipCode).toBe("opted_out");
    expect(summarizeText(row({ error_code: null, last_error: SKIP_TEXTS.opted_out })).skipCode).toBeNull();
    expect(summarizeText(row({ error_code: "30003", last_error: "Provider error 30003", status: "failed" })).skipCode).toBeNull();
  });
});
