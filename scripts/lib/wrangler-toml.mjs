/**
 * wrangler.toml read with a TOML parser (smol-toml), for the command-line scripts: the vars of an
 * environment, the Worker's name and the D1 binding. One reader, so a quoting style or an inline
 * table wrangler accepts cannot be misread by a script.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "smol-toml";

/** The project's root folder (scripts/lib/..). */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The project's wrangler.toml, parsed.
 * @returns {Record<string, any>}
 */
export function readWranglerToml() {
  return parse(readFileSync(path.join(projectRoot, "wrangler.toml"), "utf8"));
}

/**
 * The table of one environment: the top level (envName empty) or `[env.<envName>]`.
 * @param {Record<string, any>} config
 * @param {string} envName
 */
function environmentOf(config, envName) {
  return envName ? (config.env?.[envName] ?? {}) : config;
}

/**
 * The string values of `[vars]` (envName empty) or `[env.<envName>.vars]`; other types are
 * written as text, as wrangler passes them to the Worker.
 * @param {Record<string, any>} config
 * @param {string} envName
 * @returns {Record<string, string>}
 */
export function varsOf(config, envName) {
  const vars = environmentOf(config, envName).vars ?? {};
  return Object.fromEntries(Object.entries(vars).map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)]));
}

/**
 * The Worker's name in an environment (`[env.<env>] name`, else the top-level name).
 * @param {Record<string, any>} config
 * @param {string} envName
 * @returns {string | null}
 */
export function workerNameOf(config, envName) {
  return (envName ? config.env?.[envName]?.name : undefined) ?? config.name ?? null;
}

/**
 * The `database_name`/`database_id` of the top level's DB binding.
 * @param {Record<string, any>} config
 * @returns {{ database_name?: string, database_id?: string }}
 */
export function databaseOf(config) {
  const db = (config.d1_databases ?? []).find((d) => d.binding === "DB") ?? config.d1_databases?.[0] ?? {};
  return { database_name: db.database_name, database_id: db.database_id };
}
