/**
 * The admin service — the dashboard's in-memory state (setup token, sign-in throttle) and the
 * first-run bootstrap, built once per runtime and shared by the server and the tests.
 */
import type { Config } from "../config";
import { SYSTEM, type ContextFactory } from "../context";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/log";
import { countAdmins, createFirstAdmin } from "./admins";
import { createSetupTokenStore, type SetupTokenStore } from "./setup-token";
import { createSignInThrottle, type SignInThrottle } from "./sign-in-throttle";

export interface AdminService {
  setupToken: SetupTokenStore;
  throttle: SignInThrottle;
  /** True while no admin exists (the setup page is open, the login page points to it). */
  needsSetup(): Promise<boolean>;
  /**
   * When no admin exists, issues a fresh setup token and logs the link to open; returns the
   * link, or null when there is an admin already. Called by `serve` once it listens, with the
   * address it actually listens on when that differs from the configured one (port 0).
   */
  announceSetupLink(baseUrl?: string): Promise<string | null>;
}

/**
 * Where the setup link's plain line goes: standard error, beside (not inside) the JSON log lines on
 * standard output, so a person reading the terminal sees a link to click and log collectors still
 * read one JSON object per line.
 */
const toStderr = (line: string) => void process.stderr.write(`${line}\n`);

export async function createAdminService(deps: { context: ContextFactory; clock: Clock; config: Config; logger: Logger; print?: (line: string) => void }): Promise<AdminService> {
  const { clock, config, logger } = deps;
  const print = deps.print ?? toStderr;
  const system = deps.context(SYSTEM);
  // RIVALSCOPE_ADMIN_EMAIL/_PASSWORD bootstrap an empty installation only. Once an admin exists
  // they are ignored, so a stale environment never resets a password someone changed.
  if (config.admin.email && config.admin.password && (await countAdmins(system)) === 0) {
    try {
      const admin = await createFirstAdmin(system, { email: config.admin.email, password: config.admin.password });
      logger.info("admin created from RIVALSCOPE_ADMIN_EMAIL", { email: admin.email });
    } catch (e) {
      // Another process (a second server, the CLI) won the race: that is fine.
      if (!(e instanceof AppError && e.code === "conflict")) throw e;
    }
  } else if ((config.admin.email ? 1 : 0) + (config.admin.password ? 1 : 0) === 1) {
    logger.warn("set both RIVALSCOPE_ADMIN_EMAIL and RIVALSCOPE_ADMIN_PASSWORD to create the first admin; one alone is ignored");
  }

  const setupToken = createSetupTokenStore(clock);
  return {
    setupToken,
    throttle: createSignInThrottle(clock),
    needsSetup: async () => (await countAdmins(system)) === 0,
    async announceSetupLink(baseUrl = config.baseUrl) {
      if ((await countAdmins(system)) > 0) return null;
      const { token, expiresAt } = setupToken.issue();
      const url = `${baseUrl}/admin/setup?token=${token}`;
      // Logged at warn when info is filtered out: without this line a new operator is stuck.
      const log = logger.enabled("info") ? logger.info : logger.warn;
      log("no admin yet: open the setup link to create one (valid 30 minutes, once)", {
        setup_url: url,
        expires_at: new Date(expiresAt).toISOString(),
        alternative: "rivalscope admin create --email E --password P",
      });
      print(`\n  No admin yet. Open this link to create the first one (valid 30 minutes, once):\n\n    ${url}\n`);
      return url;
    },
  };
}
