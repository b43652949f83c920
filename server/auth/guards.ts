import { href, redirect, type RouterContextProvider } from "react-router";
import { cloudflareContext, dbContext } from "../context";
import { getSessionUser, type SessionUser } from "./session";

type Ctx = Readonly<RouterContextProvider>;

/** Any signed-in user, or a redirect to /login. */
export async function requireUser(request: Request, context: Ctx): Promise<SessionUser> {
  const { env } = context.get(cloudflareContext);
  const user = await getSessionUser(request, env, context.get(dbContext));
  if (!user) throw redirect(href("/login"));
  return user;
}

/** An admin; anonymous visitors go to /login, other signed-in users to /. */
export async function requireAdmin(request: Request, context: Ctx): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (user.role !== "admin") throw redirect(href("/"));
  return user;
}
