/**
 * `rivalscope keys create|list|revoke` — API keys for the operator, from the command line.
 */
import { z } from "zod";
import { issueApiKey, listApiKeys, revokeApiKey } from "../access/keys";
import type { CliCommand } from "./command";
import { printTable, withRuntime } from "./command";
import { KEY_TIERS, type KeyTier } from "../lib/plans";

const email = z.email();

export const keyCommands: Record<string, CliCommand> = {
  "keys create": {
    summary: "Create an API key and print it (shown only this once)",
    usage: "rivalscope keys create --email E --tier starter|pro|internal [--name N]",
    options: {
      email: { type: "string", arg: "E", help: "the key holder's email address" },
      tier: { type: "string", arg: "TIER", help: "starter, pro or internal (internal: no limits, for the operator's own use)" },
      name: { type: "string", arg: "N", help: "a label to tell keys apart in lists" },
    },
    run: ({ config, values }) => {
      const mail = String(values.email ?? "").trim().toLowerCase();
      if (!email.safeParse(mail).success) return fail("--email must be an email address");
      const tier = String(values.tier ?? "");
      if (!KEY_TIERS.includes(tier as KeyTier)) return fail(`--tier must be one of ${KEY_TIERS.join(", ")}`);
      return withRuntime(config, async (_rt, ctx) => {
        const { key, record } = await issueApiKey(ctx, { email: mail, tier: tier as KeyTier, name: (values.name as string) ?? null });
        console.log(key);
        console.error(`created ${record.id} (${record.tier}) for ${record.email} — store the key now; it cannot be shown again`);
        return 0;
      });
    },
  },
  "keys list": {
    summary: "List API keys (id, prefix, tier, status, email, name)",
    usage: "rivalscope keys list",
    run: ({ config }) =>
      withRuntime(config, async (_rt, ctx) => {
        const keys = await listApiKeys(ctx, {});
        printTable(["ID", "PREFIX", "TIER", "STATUS", "EMAIL", "NAME"], keys.map((k) => [k.id, `${k.prefix}…`, k.tier, k.status, k.email, k.name ?? ""]), "no keys");
        return 0;
      }),
  },
  "keys revoke": {
    summary: "Revoke an API key; it stops working on the next request",
    usage: "rivalscope keys revoke KEY_ID",
    run: async ({ config, positionals }) => {
      const id = positionals[0];
      if (!id) return fail("give the KEY_ID to revoke (see `rivalscope keys list`)");
      return withRuntime(config, async (_rt, ctx) => {
        const k = await revokeApiKey(ctx, { id });
        if (!k) return fail(`no key with id ${id}`);
        console.log(`revoked ${k.id} (${k.prefix}…)`);
        return 0;
      });
    },
  },
};

function fail(message: string) {
  console.error(message);
  return Promise.resolve(2);
}
