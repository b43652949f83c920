#!/usr/bin/env node
// Import rules that ESLint does not check (part of `npm run lint`):
//   - no import circles, counting type-only imports (eslint's import-x/no-cycle skips those);
//   - nothing in server/ imports app/components or app/routes (the server never depends on UI);
//   - the server imports app code as `~/…`, never `../app/…` (server/db/schema.ts and the server/db
//     modules it imports excepted: drizzle-kit loads them with Node's resolver, which knows no
//     tsconfig paths);
//   - no two modules of app/ and server/ share a file name unless they do the same job: route
//     modules are named after their URL, and a catalogue's words in one language
//     (server/content/en/, server/content/es/) after the catalogue that joins them.
//   - tables are queried only in server/models/ (one module per table or group of tables): outside
//     it and server/db/, no value import of a table from server/db/schema.ts (types and the value
//     lists such as USER_ROLES are fine), no value import of drizzle-orm's query builders, no
//     relational query (`db.query.<table>`) and no raw D1 statement (`DB.prepare`). Tests may read
//     tables to check what happened.
//   - the leads table, its history (lead_events) and the crew routes (crew_assignments) have one
//     writer, the lead's owner: server/leads/change.ts and server/leads/crew-assignments.ts
//     (docs/decisions/0017): nowhere else an insert, update or delete of those tables (drizzle's
//     `.update(leads)`, `.insert(leadEvents)`, or SQL's `UPDATE leads`, `INSERT INTO lead_events`, …),
//     in server/models/ too. Tests may write other tables' rows to set up a case, but a lead only
//     through the test factory (server/leads/seed-lead.ts), but for a test about the database
//     itself (a file named database-*) and the exceptions in LEAD_WRITING_TESTS. The other rows a test
//     sets up (visits, users, sms_messages, sms_replies, service_pauses, cancellation_requests) come
//     from the test factory in test/worker/support/ too, but in database-* files and the exceptions
//     in FACTORY_WRITING_TESTS.
//   - a service's state has one reader (docs/decisions/0025): service_pauses, cancellation_requests and
//     the lead's billing_state are named only by the account (server/models/service-account.ts,
//     server/service/account.ts), their writer and the files listed in SERVICE_STATE_READERS with why.
//   - routes re-plan nothing and make no account (no replanCustomer, planVisits or
//     ensureCustomerAccount under app/routes/): the owner does, after the changes that call for it.
// Modules are the files of the TypeScript projects (tsconfig.cloudflare.json, tsconfig.node.json);
// imports are resolved the way tsc resolves them.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const rel = (file) => path.relative(root, file).split(path.sep).join("/");

/**
 * Circles known to remain, each as its files in sorted order, until their catalogues hold both
 * languages in one place. Listed, they are reported but do not fail the check.
 */
const KNOWN_CYCLES = [];

const graph = new Map(); // file → [{ target, specifier }]
for (const project of ["tsconfig.cloudflare.json", "tsconfig.node.json"]) {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, project), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error(`cannot read ${project}`);
  for (const file of config.fileNames) {
    const name = rel(file);
    if (graph.has(name) || name.startsWith(".react-router/") || name.startsWith("node_modules/") || name.endsWith(".d.ts")) continue;
    const imports = [];
    for (const { fileName: specifier } of ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true).importedFiles) {
      const resolved = ts.resolveModuleName(specifier, file, config.options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = rel(resolved.resolvedFileName);
      if (!target.startsWith("..") && !target.startsWith("node_modules/")) imports.push({ target, specifier });
    }
    graph.set(name, imports);
  }
}

const problems = [];

// Circles: the strongly connected components of the import graph (Tarjan).
const cycles = [];
{
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const { target } of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).some((i) => i.target === file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
}
const known = new Set(KNOWN_CYCLES.map((c) => c.join(" ")));
for (const cycle of cycles) {
  if (known.delete(cycle.join(" "))) console.warn(`known import circle (to remove): ${cycle.join(" ↔ ")}`);
  else problems.push(`import circle: ${cycle.join(" ↔ ")}`);
}
for (const gone of known) console.warn(`scripts/check-imports.mjs lists a circle that no longer exists: ${gone}`);

// Tables only through server/models/.
/**
 * Modules outside server/models/ that may query a table, each with its reason. Keep this short:
 * a new query belongs in the model module of its table.
 */
const QUERY_EXCEPTIONS = new Map([
  ["server/leads/change.ts", "the one owner of changes to a lead: the only module that writes the leads table and its history (decision 0017)"],
  ["server/leads/crew-assignments.ts", "the owner's writes of crew routes: the only module besides change.ts that writes crew_assignments and lead_events"],
]);
const SCHEMA = "server/db/schema.ts";
const tables = new Set();
{
  const source = ts.createSourceFile(SCHEMA, fs.readFileSync(path.join(root, SCHEMA), "utf8"), ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (init && ts.isCallExpression(init) && /^sqlite(Table|View)$/.test(init.expression.getText(source))) tables.add(declaration.name.getText(source));
    }
  }
  if (tables.size === 0) problems.push(`${SCHEMA}: no tables found (sqliteTable): update scripts/check-imports.mjs`);
}
const mayQuery = (file) => file.startsWith("server/models/") || file.startsWith("server/db/") || !/^(app|server|scripts)\//.test(file);
for (const file of graph.keys()) {
  if (mayQuery(file) || QUERY_EXCEPTIONS.has(file)) continue;
  const text = fs.readFileSync(path.join(root, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const where = (node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const advice = "query it in its model module in server/models/ and call that function";
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!(isImport || ts.isExportDeclaration(statement)) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const typeOnly = isImport ? statement.importClause?.isTypeOnly : statement.isTypeOnly;
    if (typeOnly) continue;
    // The names this statement brings in as values: [name, node].
    const values = [];
    if (isImport) {
      const clause = statement.importClause;
      if (!clause) values.push(["(side effect)", statement]);
      else {
        if (clause.name) values.push(["default", clause.name]);
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) values.push(["*", bindings]);
        if (bindings && ts.isNamedImports(bindings))
          for (const el of bindings.elements) if (!el.isTypeOnly) values.push([(el.propertyName ?? el.name).text, el]);
      }
    } else if (!statement.exportClause) values.push(["*", statement]);
    else if (ts.isNamedExports(statement.exportClause))
      for (const el of statement.exportClause.elements) if (!el.isTypeOnly) values.push([(el.propertyName ?? el.name).text, el]);
    if (/^drizzle-orm(\/|$)/.test(specifier)) {
      for (const [name, node] of values)
        problems.push(`${where(node)} imports ${name} from "${specifier}": tables are queried only in server/models/; ${advice}`);
      continue;
    }
    const resolved = (graph.get(file) ?? []).find((i) => i.specifier === specifier)?.target;
    if (resolved !== SCHEMA) continue;
    for (const [name, node] of values) {
      if (name === "*" || tables.has(name)) {
        problems.push(
          `${where(node)} imports the table ${name === "*" ? "module" : `"${name}"`} from ${SCHEMA}: tables are queried only in server/models/; ${advice} (import types with "import type")`,
        );
      }
    }
  }
  for (const match of text.matchAll(/\.query\.(\w+)\.find(?:First|Many)\b|\bDB\.(?:prepare|batch|exec)\(/g)) {
    const line = text.slice(0, match.index).split("\n").length;
    problems.push(`${file}:${line} runs "${match[0]}": tables are queried only in server/models/; ${advice}`);
  }
}
// One writer of the lead: its row, its history and its crew route (decision 0017).
const LEADS_OWNER = "server/leads/change.ts";
const LEAD_OWNER_FILES = new Set([LEADS_OWNER, "server/leads/crew-assignments.ts"]);
/** The tables only the owner writes: drizzle's name and SQL's. */
const OWNED_TABLES = [
  { drizzle: "leads", sql: "leads" },
  { drizzle: "leadEvents", sql: "lead_events" },
  { drizzle: "crewAssignments", sql: "crew_assignments" },
];
/** A write of one of `tables` in drizzle (`.update(leads)`, `.insert(schema.leadEvents)`) or in SQL (`UPDATE leads`, `INSERT INTO lead_events`, …). */
const writeOf = (tables) =>
  new RegExp(
    [
      `\\.(?:update|insert|delete)\\(\\s*(?:\\w+\\.)?(?:${tables.map((t) => t.drizzle).join("|")})\\s*\\)`,
      `\\b(?:UPDATE(?:\\s+OR\\s+\\w+)?|INSERT\\s+(?:OR\\s+\\w+\\s+)?INTO|DELETE\\s+FROM|REPLACE\\s+INTO)\\s+["\`]?(?:${tables.map((t) => t.sql).join("|")})\\b`,
    ].join("|"),
    "gi",
  );
const ownedWrite = writeOf(OWNED_TABLES);
for (const file of graph.keys()) {
  if (LEAD_OWNER_FILES.has(file) || !/^(app|server|scripts)\//.test(file)) continue;
  const text = fs.readFileSync(path.join(root, file), "utf8");
  for (const match of text.matchAll(ownedWrite)) {
    const line = text.slice(0, match.index).split("\n").length;
    problems.push(
      `${file}:${line} writes a table of the lead's owner ("${match[0]}"): every change to a lead, its history (lead_events) and its crew route (crew_assignments) goes through ${[...LEAD_OWNER_FILES].join(" or ")}`,
    );
  }
}
for (const file of LEAD_OWNER_FILES)
  if (!graph.has(file)) problems.push(`scripts/check-imports.mjs names a file of the lead's owner that does not exist: ${file}`);

// Tests make leads, their history (lead_events) and crew routes (crew_assignments) only through the
// test factory (server/leads/seed-lead.ts: worker tests through test/worker/support (insertLead,
// changeTestLead, onRoute), specs and benchmarks through POST /dev/seed/*), which makes each state by
// the owner's own change; no test writes a row of those tables itself, but a test about the database
// itself, in a file named database-*. Each exception below says why the factory cannot.
const LEAD_WRITING_TESTS = new Map([
  ["test/worker/support/hostile.ts", "hostile input: SQL a visitor might type, sent as text and never run"],
  [
    "test/bench/scale.mjs",
    "the business at 50,000 customers with two years of history and their crew routes, in bulk SQL: the factory makes one lead a request, and the owner stamps its own time",
  ],
]);
const testFiles = (dir) =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const name = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(name);
    return /\.(?:ts|mts|mjs|js)$/.test(entry.name) && !entry.name.endsWith(".d.ts") && !entry.name.endsWith(".d.mts") ? [name] : [];
  });
for (const file of testFiles("test")) {
  if (path.basename(file).startsWith("database-") || LEAD_WRITING_TESTS.has(file)) continue;
  const text = fs.readFileSync(path.join(root, file), "utf8");
  for (const match of text.matchAll(ownedWrite)) {
    const line = text.slice(0, match.index).split("\n").length;
    problems.push(
      `${file}:${line} writes a table of the lead's owner ("${match[0]}"): a test makes its leads, their history and crew routes with the test factory (insertLead, changeTestLead and onRoute in test/worker/support, the /dev/seed routes through test/e2e/support/local-state.ts), which changes them through the owner; only a test about the database itself, in a file named database-*, writes them directly (docs/testing.md)`,
    );
  }
}
for (const file of LEAD_WRITING_TESTS.keys())
  if (!fs.existsSync(path.join(root, file))) console.warn(`scripts/check-imports.mjs lists a lead-writing test that no longer exists: ${file}`);

// The other rows a test sets up (visits, accounts, texts, replies, pauses, cancellations) come from
// the test factory too: test/worker/support/ (auth.ts, visits.ts, texts.ts, service.ts), which
// makes each state with the product's own function where there is one (planVisitOn, closeVisit,
// createPendingAccount, setAccountActive) and, for a state that arises only over time or from
// outside (last week's closed visit, a delivered text, a customer's reply, a pause that began
// before today), one named function for it. A test file writes none of those tables itself, but a
// test about the database itself (database-*) and the exceptions below, each with why: `only`, when
// given, is the one write the file may hold (any other is refused).
const FACTORY_TABLES = [
  { drizzle: "visits", sql: "visits" },
  { drizzle: "users", sql: "users" },
  { drizzle: "smsMessages", sql: "sms_messages" },
  { drizzle: "smsReplies", sql: "sms_replies" },
  { drizzle: "servicePauses", sql: "service_pauses" },
  { drizzle: "cancellationRequests", sql: "cancellation_requests" },
];
const factoryWrite = writeOf(FACTORY_TABLES);
const FACTORY_WRITING_TESTS = new Map([
  ["test/worker/dev-seed.test.ts", { why: "the test of POST /dev/seed/sql itself: the SQL is the request under test, run by the route" }],
  [
    "test/worker/db-busy-retry.test.ts",
    {
      only: "UPDATE visits",
      why: "the retry wrapper's test: a write that must not be run twice, sent to a D1 that fails it (WHERE id = -1 matches no row anyway)",
    },
  ],
  [
    "test/worker/lead-owner.test.ts",
    { only: 'delete from "visits', why: "matches the owner's own planning statement in a D1 trace to count re-plans; it writes nothing" },
  ],
  [
    "test/bench/scale.mjs",
    { why: "the business at 50,000 customers with two years of visits, texts and replies, in bulk SQL: the factory makes one row a call" },
  ],
  [
    "test/bench/customer.mjs",
    { why: "the benchmark's customer with a year of visits, in bulk SQL before the timed requests (the factory makes one row a call)" },
  ],
]);
for (const file of testFiles("test")) {
  if (file.startsWith("test/worker/support/") || path.basename(file).startsWith("database-")) continue;
  const allowed = FACTORY_WRITING_TESTS.get(file);
  if (allowed && allowed.only === undefined) continue;
  const text = fs.readFileSync(path.join(root, file), "utf8");
  for (const match of text.matchAll(factoryWrite)) {
    if (allowed && match[0] === allowed.only) continue;
    const line = text.slice(0, match.index).split("\n").length;
    problems.push(
      `${file}:${line} writes a row a test sets up ("${match[0]}"): visits, accounts, texts, replies, pauses and cancellations come from the test factory in test/worker/support (todaysVisit, closedVisit, closeTestVisit, invitedAccount, deactivateAccount, sentText, receivedReply, pausedService, canceledService, ...); only a test about the database itself, in a file named database-*, writes them directly (docs/testing.md)`,
    );
  }
}
for (const file of FACTORY_WRITING_TESTS.keys())
  if (!fs.existsSync(path.join(root, file))) console.warn(`scripts/check-imports.mjs lists a factory-table-writing test that no longer exists: ${file}`);

// One reader of a service's state (docs/decisions/0025): pauses, cancellations and the lead's billing
// state are read by the account's queries (and written by the lead's owner) only; everything else asks
// the account (server/service/account.ts). Besides those, the purge's statements the owner runs.
const SERVICE_STATE_READERS = new Map([
  ["server/models/service-account.ts", "the account's queries"],
  ["server/service/account.ts", "the account itself"],
  [LEADS_OWNER, "the writer"],
  ["server/db/schema.ts", "the tables"],
  ["server/models/lead-purge.ts", "the owner's purge: erases a purged lead's pauses and cancellations"],
  ["server/leads/seed-lead.ts", "the test factory: sets a test's billing state by the payment provider's event"],
]);
for (const file of graph.keys()) {
  if (SERVICE_STATE_READERS.has(file) || !/^(app|server|scripts)\//.test(file)) continue;
  const text = fs.readFileSync(path.join(root, file), "utf8");
  for (const match of text.matchAll(/\b(?:servicePauses|cancellationRequests|service_pauses|cancellation_requests|billing_state)\b/g)) {
    const line = text.slice(0, match.index).split("\n").length;
    problems.push(`${file}:${line} reads "${match[0]}": a service's state is read from its account (server/service/account.ts, decision 0025)`);
  }
}
for (const file of SERVICE_STATE_READERS.keys())
  if (!graph.has(file)) console.warn(`scripts/check-imports.mjs lists a service-state reader that no longer exists: ${file}`);

// Routes re-plan nothing and make no account: the lead's owner does, after the changes that call for it.
for (const file of graph.keys()) {
  if (!file.startsWith("app/routes/")) continue;
  const text = fs.readFileSync(path.join(root, file), "utf8");
  for (const match of text.matchAll(/\b(?:replanCustomer|planVisits|ensureCustomerAccount)\b/g)) {
    const line = text.slice(0, match.index).split("\n").length;
    problems.push(
      `${file}:${line} calls "${match[0]}": a route re-plans nothing and makes no account; the lead's owner (${LEADS_OWNER}) does after the changes that call for it`,
    );
  }
}

for (const file of QUERY_EXCEPTIONS.keys())
  if (!graph.has(file)) console.warn(`scripts/check-imports.mjs lists a query exception that no longer exists: ${file}`);

// Direction and alias.
const schemaModules = new Set([
  "server/db/schema.ts",
  ...(graph.get("server/db/schema.ts") ?? []).map((i) => i.target).filter((t) => t.startsWith("server/db/")),
]);
for (const [file, imports] of graph) {
  if (!file.startsWith("server/")) continue;
  for (const { target, specifier } of imports) {
    if (/^app\/(components|routes)\//.test(target)) problems.push(`${file} imports ${target}: the server must not depend on UI modules`);
    if (target.startsWith("app/") && !specifier.startsWith("~/") && !schemaModules.has(file)) {
      problems.push(`${file} imports "${specifier}": write app modules as "~/${target.slice(4).replace(/\.tsx?$/, "")}"`);
    }
  }
}

// One name per job.
const byName = new Map();
for (const file of graph.keys()) {
  if (!/^(app|server)\//.test(file) || file.startsWith("app/routes/")) continue;
  const key = /^server\/content\/(en|es)\//.test(file) ? `server/content/${path.basename(file)}` : file;
  const name = path.basename(file).replace(/\.tsx?$/, "");
  byName.set(name, new Set([...(byName.get(name) ?? []), key]));
}
for (const [name, files] of byName) {
  if (files.size > 1) problems.push(`${[...files].join(", ")} share the name "${name}": name each module after its own job`);
}

if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(
  `Imports: ${graph.size} modules, no circles${KNOWN_CYCLES.length ? " but the known ones" : ""}, server → app through ~/ only, ${tables.size} tables queried only in server/models/, leads, lead_events and crew_assignments written by the lead's owner only, tests' rows made by the test factory, a service's state read by its account.`,
);
