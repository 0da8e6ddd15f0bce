/**
 * `rivalscope accounts create|list|plan|rotate-signing-key` — interface B's customer accounts
 * from the command line. Plans set here are operator grants: recorded as subscriptions of their
 * own (provider "manual"), never touching what a customer pays for.
 */
import { z } from "zod";
import { allAccounts, findAccountByEmail, findOrCreateAccount, setPasswordHash } from "../accounts/accounts";
import { revokeAccountRefreshTokens } from "../accounts/refresh-tokens";
import { accountPlan, accountPlans } from "../billing/account-plan";
import { setGrantedPlan } from "../billing/lifecycle";
import type { Ctx } from "../context";
import { withTransaction } from "../db/tx";
import { argon2Passwords, PASSWORD_MAX, PASSWORD_MIN } from "../lib/password";
import { ACCOUNT_PLANS, PLANS, type AccountPlan } from "../lib/plans";
import type { CliCommand } from "./command";
import { printTable, withRuntime } from "./command";

const email = z.email();
const when = (ms: number | null) => (ms === null ? "-" : new Date(ms).toISOString().slice(0, 10));

function fail(message: string) {
  console.error(message);
  return Promise.resolve(2);
}

/** "tracker (granted, active)" — what an account's plan is, in a line. */
async function planLine(ctx: Ctx, accountId: string): Promise<string> {
  const p = await accountPlan(ctx, { accountId });
  if (p.plan === "none") return "no plan";
  return `${p.plan} (${p.obtained}, ${p.status}${p.periodEnd ? `, period ends ${when(p.periodEnd)}` : ""})`;
}

/** Reads the password: "-" reads it from stdin (keeps it out of the shell history and the process list). */
async function readPassword(value: unknown): Promise<string | null> {
  if (typeof value !== "string") return null;
  return value === "-" ? (await Bun.stdin.text()).replace(/\r?\n$/, "") : value;
}

export const accountCommands: Record<string, CliCommand> = {
  "accounts create": {
    summary: "Create a customer account, or update one: set its password, grant it a plan",
    usage: "rivalscope accounts create --email E [--password P] [--plan tracker|command]   (--password - reads it from stdin)",
    options: {
      email: { type: "string", arg: "E", help: "the account's email address (its identity)" },
      password: { type: "string", arg: "P", help: "set this password (ends the account's sign-ins); - reads it from stdin" },
      plan: { type: "string", arg: "PLAN", help: "grant tracker or command without payment" },
    },
    async run({ config, values }) {
      const mail = String(values.email ?? "").trim().toLowerCase();
      if (!email.safeParse(mail).success) return fail("--email must be an email address");
      const plan = values.plan === undefined ? null : String(values.plan);
      if (plan !== null && !PLANS.includes(plan as never)) return fail(`--plan must be one of ${PLANS.join(", ")}`);
      const password = await readPassword(values.password);
      if (password !== null && (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)) return fail(`--password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long`);
      const passwordHash = password === null ? null : await argon2Passwords.hash(password);
      return withRuntime(config, async (_rt, ctx) => {
        const existed = await findAccountByEmail(ctx, { email: mail }) !== null;
        const account = await withTransaction(ctx, async (tx) => {
          const a = await findOrCreateAccount(tx, { email: mail });
          if (passwordHash) {
            await setPasswordHash(tx, { accountId: a.id, passwordHash });
            // A new password ends the sign-ins made with the old one.
            if (existed) await revokeAccountRefreshTokens(tx, { accountId: a.id });
          }
          if (plan) await setGrantedPlan(tx, { accountId: a.id, plan: plan as AccountPlan });
          return a;
        });
        const done = [existed ? "updated" : "created", passwordHash ? (existed ? "password set, earlier sign-ins ended" : "password set") : null].filter(Boolean).join("; ");
        console.log(`account ${account.email} (${account.id}) ${done}; plan: ${await planLine(ctx, account.id)}`);
        if (passwordHash) console.error(`sign in with POST ${config.baseUrl}/api/auth/login`);
        return 0;
      });
    },
  },
  "accounts list": {
    summary: "List customer accounts (email, plan, status, how obtained, period end, created)",
    usage: "rivalscope accounts list",
    run: ({ config }) =>
      withRuntime(config, async (_rt, ctx) => {
        const list = await allAccounts(ctx);
        const plans = await accountPlans(ctx, { accountIds: list.map((a) => a.id) });
        const rows = list.map((a) => {
          const p = plans.get(a.id)!;
          return [a.email, p.plan, p.status ?? "-", p.obtained ?? "-", when(p.periodEnd), when(a.createdAt), a.id];
        });
        printTable(["EMAIL", "PLAN", "STATUS", "OBTAINED", "PERIOD_END", "CREATED", "ID"], rows, "no accounts");
        return 0;
      }),
  },
  "accounts plan": {
    summary: "Grant an account a plan without payment, or end the grant (none)",
    usage: "rivalscope accounts plan --email E --plan none|tracker|command",
    options: {
      email: { type: "string", arg: "E", help: "the account's email address" },
      plan: { type: "string", arg: "PLAN", help: "none, tracker or command (none ends a granted plan)" },
    },
    run: ({ config, values }) => {
      const mail = String(values.email ?? "").trim().toLowerCase();
      if (!email.safeParse(mail).success) return fail("--email must be an email address");
      const plan = String(values.plan ?? "");
      if (!ACCOUNT_PLANS.includes(plan as AccountPlan)) return fail(`--plan must be one of ${ACCOUNT_PLANS.join(", ")}`);
      return withRuntime(config, async (_rt, ctx) => {
        const account = await findAccountByEmail(ctx, { email: mail });
        if (!account) {
          console.error(`no account with email ${mail} (create it with rivalscope accounts create --email ${mail})`);
          return 1;
        }
        await setGrantedPlan(ctx, { accountId: account.id, plan: plan as AccountPlan });
        const now = await accountPlan(ctx, { accountId: account.id });
        console.log(`account ${account.email}: plan ${await planLine(ctx, account.id)}`);
        if (now.obtained === "paid") console.error("the account pays for this plan; the customer changes or cancels it in the billing portal");
        return 0;
      });
    },
  },
  "accounts rotate-signing-key": {
    summary: "Start signing access tokens with a new key; tokens of the old one stay valid until they expire",
    usage: "rivalscope accounts rotate-signing-key",
    run: ({ config }) =>
      withRuntime(config, async (rt, ctx) => {
        const kid = await rt.accounts.keys.rotate(ctx);
        console.log(`new signing key ${kid}; the previous key stays published for 2 hours`);
        return 0;
      }),
  },
};
