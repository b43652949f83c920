import { Hono } from "hono";
import { localOnly } from "../middleware/local-only";

/**
 * A stand-in for the geocoding provider (the US Census Geocoder's one-line address search), for
 * development and tests only, answering in the provider's own JSON (docs/testing.md, "Where the
 * yards are"). Without GEOCODER_API_BASE a local Worker asks it in-process (server/geo/geocoder.ts);
 * over HTTP it is /dev/geocoder (404 anywhere else). Its answers, by the address asked:
 * - containing "no such street": no match (the ZIP's centre is used instead);
 * - containing "geocoder down": 503 (a failure: tried again later);
 * - anything else: a point in Miami-Dade, the same for the same address.
 */

const SOUTH = 25.45;
const NORTH = 25.95;
const WEST = -80.45;
const EAST = -80.12;

/** A stable number in [0, 1) from text (FNV-1a). */
function unit(text: string, salt: number): number {
  let h = 0x811c9dc5 ^ salt;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0) / 2 ** 32;
}

/** The provider's answer to one request. */
export function geocoderStandInAnswer(request: Request): Response {
  const url = new URL(request.url);
  if (!url.pathname.endsWith("/geocoder/locations/onelineaddress")) return new Response("Not found", { status: 404 });
  const address = (url.searchParams.get("address") ?? "").trim();
  if (!address) return Response.json({ errors: ["Address cannot be empty"], status: "400" }, { status: 400 });
  const lower = address.toLowerCase();
  if (lower.includes("geocoder down")) return new Response("Service Unavailable", { status: 503 });
  const input = { address: { address }, benchmark: { benchmarkName: "Public_AR_Current" } };
  if (lower.includes("no such street")) return Response.json({ result: { input, addressMatches: [] } });
  const x = WEST + (EAST - WEST) * unit(lower, 1);
  const y = SOUTH + (NORTH - SOUTH) * unit(lower, 2);
  return Response.json({
    result: { input, addressMatches: [{ matchedAddress: address.toUpperCase(), coordinates: { x: Number(x.toFixed(6)), y: Number(y.toFixed(6)) } }] },
  });
}

/** /dev/geocoder/*: the stand-in over HTTP, in development and tests only. */
export const geocoderStandIn = new Hono<{ Bindings: Env }>();
geocoderStandIn.use("*", localOnly());
geocoderStandIn.get("/geocoder/locations/onelineaddress", (c) => geocoderStandInAnswer(c.req.raw));
