import { expect, test } from "bun:test";
import { createTestApp } from "../helpers/app";
import { Browser, signedUpCustomer } from "./helpers";
test("smoke", async () => {
  const t = await createTestApp();
  const b = new Browser(t);
  const csrf = await signedUpCustomer(t, b, "ann@example.com");
  expect(csrf.length).toBeGreaterThan(10);
  const res = await b.request("/app");
  console.log((await res.text()).slice(0, 3000));
  const p = await b.request("/pricing");
  console.log(p.status);
  await t.close();
});
