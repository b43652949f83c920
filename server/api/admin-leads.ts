import { Hono } from "hono";
import { parseLeadFilters } from "~/lib/lead-admin";
import { getSessionUserById } from "../auth/session";
import { timingSafeEqual } from "../auth/password";
import { createDb } from "../db/client";
import { listAllLeads } from "../models/lead-admin";
import { log } from "../log";

/**
 * GET /api/admin/leads for integrations. `Authorization: Bearer <token>` where the token is a
 * signed-in admin's session id or the configured ADMIN_API_TOKEN. Optional q, status and view
 * query parameters filter like the dashboard. Answers { leads } or { error } (401 / 403).
 */
export const adminLeadsApi = new Hono<{ Bindings: Env }>();

const encoder = new TextEncoder();

adminLeadsApi.get("/", async (c) => {
  c.header("Cache-Control", "no-store");
  const header = c.req.header("Authorization") ?? "";
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (!token) {
    c.header("WWW-Authenticate", 'Bearer realm="admin"');
    return c.json({ error: "Missing bearer token" }, 401);
  }
  const db = createDb(c.env.DB);
  const configured = c.env.ADMIN_API_TOKEN;
  const isApiToken = !!configured && timingSafeEqual(encoder.encode(token), encoder.encode(configured));
  if (!isApiToken) {
    const user = /^[A-Za-z0-9_-]{43}$/.test(token) ? await getSessionUserById(token, c.env, db) : null;
    if (!user) {
      c.header("WWW-Authenticate", 'Bearer realm="admin", error="invalid_token"');
      return c.json({ error: "Invalid or expired token" }, 401);
    }
    if (user.role !== "admin") return c.json({ error: "Admin access required" }, 403);
  }
  try {
    const leads = await listAllLeads(db, parseLeadFilters(new URL(c.req.url).searchParams));
    return c.json({ leads });
  } catch (error) {
    log.error("admin_api_failed", error);
    return c.json({ error: "Failed to fetch leads" }, 500);
  }
});
