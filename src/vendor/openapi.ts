/** @elysiajs/openapi's generator as an entry point of its own: see src/vendor.ts. */
export { toOpenAPISchema } from "@elysiajs/openapi";
