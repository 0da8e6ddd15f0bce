/**
 * Migration 0007: accounts made before it had `acct_…` ids; the seed's report.user_id is a UUID.
 * A database at 0006 with such an account and rows that point at it (an API key, a subscription,
 * a checkout, a report, a webhook endpoint, a refresh token, a password reset) is migrated: the
 * account gets a UUID v4 and every row follows it, foreign keys intact.
 */
import { describe, expect, test } from "bun:test";
import { applyMigrations } from "../../src/db/migrate";
import { openDatabase } from "../../src/db/client";
import { sqliteOf } from "../../src/db/sqlite";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("migration 0007: account ids become UUIDs", () => {
  test("every account id is replaced and every row that points at it follows", () => {
    const db = openDatabase(":memory:"); // foreign keys on, as in production
    const client = sqliteOf(db);
    applyMigrations(db, { upTo: "0006_reports" });
    const cols = (table: string) => (client.query(`PRAGMA table_info(${table})`).all() as { name: string; notnull: number; dflt_value: unknown }[]);
    // Fill every NOT NULL column without a default with a plausible value, so the test does not
    // restate each table's shape (and keeps working when a column is added before 0007).
    const insert = (table: string, values: Record<string, unknown>) => {
      const row: Record<string, unknown> = { ...values };
      for (const c of cols(table)) if (!(c.name in row) && c.notnull && c.dflt_value === null) row[c.name] = c.name.endsWith("_at") ? 1 : `${table}-${c.name}`;
      const names = Object.keys(row);
      client.query(`INSERT INTO ${table} (${names.join(",")}) VALUES (${names.map(() => "?").join(",")})`).run(...(Object.values(row) as never[]));
    };
    insert("accounts", { id: "acct_old1", email: "a@x.io" });
    insert("accounts", { id: "acct_old2", email: "b@x.io" });
    const children = ["api_keys", "refresh_tokens", "password_resets", "subscriptions", "checkout_sessions", "reports", "webhook_endpoints"];
    for (const table of children) insert(table, { account_id: "acct_old1" });

    const result = applyMigrations(db);
    expect(result.applied).toContain("0007_account_uuids");
    const ids = (client.query("SELECT id, email FROM accounts ORDER BY email").all() as { id: string; email: string }[]);
    expect(ids.map((r) => r.id)).toEqual([expect.stringMatching(UUID_V4), expect.stringMatching(UUID_V4)]);
    expect(ids[0]!.id).not.toBe(ids[1]!.id);
    for (const table of children) {
      expect({ table, ids: client.query(`SELECT account_id FROM ${table}`).all() }).toEqual({ table, ids: [{ account_id: ids[0]!.id }] });
    }
    expect(client.query("PRAGMA foreign_key_check").all()).toEqual([]);
    expect(client.query("SELECT name FROM sqlite_temp_master WHERE name = 'account_id_map'").all()).toEqual([]);
  });
});
