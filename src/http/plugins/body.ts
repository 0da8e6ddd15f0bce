/**
 * jsonBody(schema) — the route options of a JSON body: parsed by core.ts (size and depth bounds),
 * documented as application/json from `schema`, and validated here, in the route's transform
 * hook, before Elysia's own validator sees it.
 *
 * Why not leave validation to Elysia: its ValidationError serializes the whole rejected value
 * into its message (JSON.stringify with indentation) even when nobody reads it — work an
 * attacker chooses the size of, and a value that must never reach a log. Here a failure becomes
 * a 400 naming the field, without the value; Elysia then only ever validates bodies that pass.
 */
import type { z } from "zod";
import { AppError } from "../../lib/errors";
import { describeInvalid } from "./core";

export function jsonBody<S extends z.ZodType>(schema: S) {
  return {
    parse: "json" as const,
    body: schema,
    transform({ body }: { body: unknown }) {
      const r = schema.safeParse(body);
      if (r.success) return;
      const issue = r.error.issues[0];
      const path = issue.path.map(String).join(".");
      const { message, field } = describeInvalid("body", path, issue.message);
      throw new AppError("bad_request", message, field ? { field } : {});
    },
  };
}
