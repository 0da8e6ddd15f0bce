/** openid-client (panva) as an entry point of its own: see src/vendor.ts. */
export * from "openid-client";
