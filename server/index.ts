import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { adminLeadsApi } from "./api/admin-leads";
import { cloudflareContext, dbContext } from "./context";
import { createDb } from "./db/client";

const handleRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export const app = new Hono<{ Bindings: Env }>();

app.get("/api/health", (c) => c.json({ ok: true }));
app.route("/api/admin/leads", adminLeadsApi);

app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));

app.all("*", (c) => {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env: c.env, ctx: c.executionCtx });
  context.set(dbContext, createDb(c.env.DB));
  return handleRequest(c.req.raw, context);
});

export default app;
