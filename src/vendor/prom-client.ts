/** prom-client as an entry point of its own: see src/vendor.ts. */
export { Counter, Gauge, Registry } from "prom-client";
