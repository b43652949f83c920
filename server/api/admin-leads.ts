import { Hono } from "hono";
import { parseLeadFilters } from "~/lib/lead-admin-url";
import { safeEqual } from "../crypto";
import { createDb } from "../db/client";
import { listAllLeads } from "../models/lead-admin";
import { log } from "../log";

/**
 * GET /api/admin/leads for integrations. `Authorization: Bearer <ADMIN_API_TOKEN>` only: a
 * session id is never a bearer token (a leaked cookie must not open the API). Without a
 * configured token every request gets 401. Optional q, status and view query parameters filter
 * like the dashboard. Answers { leads } or { error }.
 */
export const adminLeadsApi = new Hono<{ Bindings: Env }>();

adminLeadsApi.get("/", async (c) => {
  c.header("Cache-Control", "no-store");
  const header = c.req.header("Authorization") ?? "";
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (!token) {
    c.header("WWW-Authenticate", 'Bearer realm="admin"');
    return c.json({ error: "Missing bearer token" }, 401);
  }
  const configured = c.env.ADMIN_API_TOKEN;
  if (!configured || !(await safeEqual(token, configured))) {
    c.header("WWW-Authenticate", 'Bearer realm="admin", error="invalid_token"');
    return c.json({ error: "Invalid token" }, 401);
  }
  try {
    const leads = await listAllLeads(createDb(c.env.DB), parseLeadFilters(new URL(c.req.url).searchParams));
    return c.json({ leads });
  } catch (error) {
    log.error("admin_api_failed", error);
    return c.json({ error: "Failed to fetch leads" }, 500);
  }
});
