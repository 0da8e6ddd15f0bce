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
  // Three replicas started at the same moment on an empty database: all start, all answer alike.
  "./test/cluster/start-together.pgtest.ts",
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
const ignore = paths.length ? [] : SQLITE_ONLY.map((p) => `--path-ignore-patterns=${p}`);
const proc = Bun.spawn([process.execPath, "test", "--timeout", "20000", ...ignore, ...(paths.length ? paths : DEFAULT_PATHS)], {
  env: { ...process.env, RIVALSCOPE_TEST_DATABASE_URL: url, RIVALSCOPE_DATABASE_URL: url },
  stdio: ["inherit", "inherit", "inherit"],
});
const code = await proc.exited;
// exit() runs the cluster's stop hook.
process.exit(code);
