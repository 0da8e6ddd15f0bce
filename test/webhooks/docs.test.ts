/**
 * docs/webhooks.md tells receivers how to verify a delivery in a few lines of Node; those lines
 * are taken from the document as written and run against real deliveries (before, during and
 * after a rotation), so the documentation cannot drift from what the server sends.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { createHmac, timingSafeEqual } from "node:crypto";
import { ManualClock } from "../../src/lib/clock";
import { emit } from "../../src/webhooks/deliveries";
import { rotateSecret } from "../../src/webhooks/endpoints";
import { createTestApp, type TestApp } from "../helpers/app";
import { schemaErrors, validatorFor } from "../helpers/openapi-check";
import { customer, startReceiver, type Receiver } from "./helpers";

type Verify = (rawBody: string, headers: Record<string, string>, secret: string) => boolean;

const doc = await Bun.file(new URL("../../docs/webhooks.md", import.meta.url)).text();
const block = [...doc.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]).find((code) => code.includes("function verifyServiceSignature"))!;
const { verifyServiceSignature, verifyStandardSignature } = new Function("createHmac", "timingSafeEqual", `${block.replace(/^import .*$/gm, "")}\nreturn { verifyServiceSignature, verifyStandardSignature };`)(createHmac, timingSafeEqual) as {
  verifyServiceSignature: Verify;
  verifyStandardSignature: Verify;
};

let t: TestApp;
const receivers: Receiver[] = [];
/** A receiver of the test's own: other tests' deliveries never reach it. */
const receiver = () => {
  const r = startReceiver();
  receivers.push(r);
  return r;
};
beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock(Date.now()), env: { RIVALSCOPE_ALLOW_PRIVATE_NETWORKS: "true" } });
});
afterAll(async () => {
  await t.close();
  receivers.forEach((r) => r.stop());
});

test("the documented Node checks accept real deliveries (with either secret during a rotation) and refuse altered ones", async () => {
  const r = receiver();
  const account = await customer(t.ctx, "docs@example.com");
  const { endpoint, secret: old } = await t.rt.webhooks.createEndpoint(t.ctx, { accountId: account.id, url: r.url });
  const event = { event: "subscription.renewed" as const, subscription_id: "sub_1", plan: "command", status: "active" as const, current_period_end: "2026-12-22T12:00:00.000Z" };
  await emit(t.ctx, { accountId: account.id, event });
  await t.runJobs();
  const { secret: fresh } = (await rotateSecret(t.ctx, { id: endpoint.id }))!;
  await emit(t.ctx, { accountId: account.id, event });
  await t.runJobs();
  const [before, during] = r.received;

  for (const verify of [verifyServiceSignature, verifyStandardSignature]) {
    expect(verify(before.body, before.headers, old)).toBe(true);
    expect(verify(before.body, before.headers, fresh)).toBe(false);
    expect(verify(during.body, during.headers, old)).toBe(true);
    expect(verify(during.body, during.headers, fresh)).toBe(true);
    expect(verify(before.body.replace("command", "tracker"), before.headers, old)).toBe(false);
    expect(verify(before.body, {}, old)).toBe(false);
  }
  // A replayed delivery is refused once its timestamp is older than the tolerance.
  expect(verifyStandardSignature(before.body, { ...before.headers, "webhook-timestamp": String(Number(before.headers["webhook-timestamp"]) - 600) }, old)).toBe(false);
});

test("the OpenAPI document describes every event under `webhooks`, each example valid for its schema and with the signing headers", async () => {
  const doc = await (await t.request("/swagger/json")).json();
  expect(Object.keys(doc.webhooks)).toEqual(["report.completed", "competitor.changed", "subscription.*", "webhook.test"]);
  for (const [name, item] of Object.entries<any>(doc.webhooks)) {
    const media = item.post.requestBody.content["application/json"];
    const validate = validatorFor(media.schema);
    expect(validate(media.example) ? "" : schemaErrors(validate), name).toBe("");
    expect(item.post.parameters.map((p: { name: string }) => p.name)).toEqual(["webhook-id", "webhook-timestamp", "webhook-signature", "x-service-signature"]);
  }
  // A real delivery's body validates against its event's schema too.
  const account = await customer(t.ctx, "openapi@example.com");
  await t.rt.webhooks.createEndpoint(t.ctx, { accountId: account.id, url: receiver().url });
  const [delivery] = await emit(t.ctx, { accountId: account.id, event: { event: "subscription.created", subscription_id: "sub_1", plan: "command", status: "active", current_period_end: null } });
  const body = JSON.parse(delivery.payload);
  const validate = validatorFor(doc.webhooks["subscription.*"].post.requestBody.content["application/json"].schema);
  expect(validate(body) ? "" : schemaErrors(validate)).toBe("");
});

test("the README links the receivers' guide", async () => {
  expect(await Bun.file(new URL("../../README.md", import.meta.url)).text()).toContain("(docs/webhooks.md)");
});
