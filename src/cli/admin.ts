/**
 * `rivalscope admin create` — create a dashboard admin, or reset an existing admin's password
 * (which also signs that admin out everywhere). Works beside a running server: both use the same
 * database, and sessions are looked up on every request.
 */
import { upsertAdmin } from "../admin/admins";
import { AppError } from "../lib/errors";
import { PASSWORD_MIN } from "../lib/password";
import type { CliCommand } from "./command";
import { withRuntime } from "./command";

export const adminCommands: Record<string, CliCommand> = {
  "admin create": {
    summary: "Create an admin for the dashboard, or reset an admin's password",
    usage: "rivalscope admin create --email E --password P   (--password - reads it from stdin)",
    options: {
      email: { type: "string", arg: "E", help: "the admin's email address" },
      password: { type: "string", arg: "P", help: `the password (at least ${PASSWORD_MIN} characters); - reads it from stdin` },
    },
    async run({ config, values }) {
      const email = typeof values.email === "string" ? values.email : "";
      let password = typeof values.password === "string" ? values.password : "";
      if (!email || !password) {
        console.error("give both --email and --password (use --password - to read the password from stdin)");
        return 2;
      }
      // "-" keeps the password out of the shell history and the process list.
      if (password === "-") password = (await Bun.stdin.text()).replace(/\r?\n$/, "");
      return withRuntime(config, async (_rt, ctx) => {
        try {
          const { admin, created } = await upsertAdmin(ctx, { email, password });
          console.log(created ? `admin ${admin.email} created; sign in at ${config.baseUrl}/admin/login` : `password of admin ${admin.email} reset; their sessions were ended`);
          return 0;
        } catch (e) {
          if (e instanceof AppError) {
            console.error(e.message);
            return 2;
          }
          throw e;
        }
      });
    },
  },
};
