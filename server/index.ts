import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { adminLeadsApi } from "./api/admin-leads";
import { leadsApi } from "./api/public-leads";
import { stripeWebhook } from "./api/stripe-webhook";
import { stripeStandIn } from "./billing/stand-in";
import { geocoderStandIn } from "./geo/geocoder-stand-in";
import { smsWebhooks } from "./api/sms-webhooks";
import { devSeed } from "./api/dev-seed";
import { ConfigError, getConfig } from "./config";
import { getSessionUser } from "./auth/session";
import { cloudflareContext, dbContext, nonceContext, parsedFormContext } from "./context";
import { createDb, type Db } from "./db/client";
import css from "~/app.css?inline";
import staticPagesCss from "~/styles/static-pages.css?inline";
import { scheduled as dailyJobs } from "./jobs/daily";
import { REMINDER_CRON, runVisitReminders } from "./jobs/reminders";
import { handleNotificationBatch } from "./notifications/queue";
import { cacheControl } from "./middleware/cache-control";
import { edgeCache } from "./middleware/edge-cache";
import { attribution } from "./middleware/attribution";
import { bodyLimit } from "./middleware/body-limit";
import { plainPage } from "./middleware/plain-page";
import { acceptFormBody } from "./middleware/form-body";
import { log, withInvocation } from "./log";
import { originCheck } from "./middleware/origin-check";
import { requestLog } from "./middleware/request-log";
import { nonceOf, securityHeaders, type SecurityVariables } from "./middleware/security";

const loadBuild = () => import("virtual:react-router/server-build");

/**
 * React Router's request handler. Given a function, it re-derives its routing tables (every route
 * flattened and ranked) on each request so the dev server sees new code; a deployed build never
 * changes, so production derives them once per isolate from the loaded build.
 */
let productionHandler: Promise<ReturnType<typeof createRequestHandler>> | undefined;
const handleRequest: ReturnType<typeof createRequestHandler> =
  import.meta.env.MODE === "development"
    ? createRequestHandler(loadBuild, import.meta.env.MODE)
    : async (request, context) => {
        productionHandler ??= loadBuild().then((build) => createRequestHandler(build, import.meta.env.MODE));
        return (await productionHandler)(request, context);
      };

/**
 * The deployed build, for the edge cache's keys: React Router's manifest version (a hash of the
 * client entry and every route's chunks) and a hash of both inlined stylesheets, computed once per
 * isolate, plus the build's own stamp. With the version metadata binding (`CF_VERSION_METADATA`, bound in wrangler.toml), every deploy is its own id.
 */
let buildIdPromise: Promise<string> | undefined;
export function buildId(env: Env): Promise<string> {
  // Optional: a Worker configured without the binding still runs.
  const deployed = (env as Partial<Pick<Env, "CF_VERSION_METADATA">>).CF_VERSION_METADATA?.id;
  buildIdPromise ??= (async () => {
    const build = await loadBuild();
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(css + staticPagesCss)));
    const cssHash = [...digest.slice(0, 4)].map((b) => b.toString(16).padStart(2, "0")).join("");
    // Every production build gets its own stamp (vite.config.ts), so a deploy that changes only
    // server-side copy still misses the pages cached by the previous one.
    const stamp = import.meta.env.BUILD_STAMP ?? "";
    return `${build.assets.version}-${cssHash}${stamp ? `-${stamp}` : ""}`;
  })();
  return deployed ? buildIdPromise.then((id) => `${id}-${deployed}`) : buildIdPromise;
}

/**
 * One Drizzle client per D1 binding and isolate: building it reads the whole schema's relations
 * (several percent of a page render when it ran per request). It holds only the binding, which
 * every request of the isolate shares.
 */
const dbs = new WeakMap<D1Database, Db>();
function dbFor(d1: D1Database): Db {
  let db = dbs.get(d1);
  if (!db) {
    db = createDb(d1);
    dbs.set(d1, db);
  }
  return db;
}

export const app = new Hono<{ Bindings: Env; Variables: SecurityVariables }>();

// First: times everything below and tags every log line with the request (server/log.ts).
app.use("*", requestLog());
app.use("*", securityHeaders());
app.use("*", async (c, next) => {
  try {
    getConfig(c.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log.error("config_invalid", error);
    return plainPage(
      500,
      "This site is not available right now",
      "It is not fully configured yet. If you operate it, the Worker logs (config_invalid) name each missing or malformed setting.",
    );
  }
  return next();
});
// Outside the edge cache: the attribution cookie goes on rendered and cached answers alike, and
// is never stored with a page.
app.use("*", attribution());
app.use("*", edgeCache({ buildId, refetch: (request, env, ctx) => app.fetch(request, env, ctx) }));
app.use("*", cacheControl());
app.use("*", originCheck());
// Byte limits and the charset check run before any body is parsed (forms and APIs alike), after
// the origin check, which needs no body.
app.use(
  "*",
  bodyLimit(async (request, env) => {
    const user = await getSessionUser(request, env, dbFor(env.DB));
    return user?.role === "admin" || user?.role === "crew";
  }),
);

app.get("/api/health", (c) => c.json({ ok: true }));
app.route("/api/leads", leadsApi);
app.route("/api/stripe/webhook", stripeWebhook);
// The payment provider's stand-in (development and tests only; 404 elsewhere).
app.route("/dev/stripe", stripeStandIn);
// The geocoding provider's stand-in (development and tests only; 404 elsewhere).
app.route("/dev/geocoder", geocoderStandIn);
// The end-to-end specs' seeding (development and tests only; 404 elsewhere).
app.route("/dev/seed", devSeed);
app.route("/api/sms", smsWebhooks);
app.route("/api/admin/leads", adminLeadsApi);

app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));

app.all("*", async (c) => {
  const accepted = await acceptFormBody(c.req.raw);
  if (accepted instanceof Response) return accepted;
  const { request, form } = accepted;
  const context = new RouterContextProvider();
  if (form) context.set(parsedFormContext, form);
  context.set(cloudflareContext, { env: c.env, ctx: c.executionCtx });
  context.set(dbContext, dbFor(c.env.DB));
  context.set(nonceContext, nonceOf(c));
  return handleRequest(request, context);
});

/** An error no route handled: logged once with its stack, answered with a plain 500 page. */
app.onError((error) => {
  log.error("unhandled_error", error);
  return plainPage(500, "Something went wrong", "Please try again in a moment. If it keeps happening, call or e-mail us.");
});

/**
 * Cron and queue runs are logged like requests: one id per run, every line tagged with it, the
 * trigger as the route, and "ok" or "error" with the duration (server/log.ts).
 */
function loggedRun<T>(route: string, run: () => Promise<T>): Promise<T> {
  return withInvocation(crypto.randomUUID(), route, async (finish) => {
    try {
      const result = await run();
      finish("ok");
      return result;
    } catch (error) {
      finish("error");
      throw error;
    }
  });
}

/** Lead notifications and their dead-letter queue (server/notifications/queue.ts). */
const queue: ExportedHandlerQueueHandler<Env> = (batch, env) => loggedRun(`queue ${batch.queue}`, () => handleNotificationBatch(batch, env));
/** The crons (wrangler.toml): the day-before reminders in the afternoon (server/jobs/reminders.ts), the daily jobs otherwise. */
const scheduled: ExportedHandlerScheduledHandler<Env> = (controller, env, ctx) =>
  loggedRun(`cron ${controller.cron}`, async () =>
    controller.cron === REMINDER_CRON ? runVisitReminders(env, new Date(controller.scheduledTime)) : dailyJobs(controller, env, ctx),
  );

export { scheduled, queue };
export default { fetch: app.fetch, scheduled, queue } satisfies ExportedHandler<Env>;
