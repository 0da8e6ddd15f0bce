/** nodemailer as an entry point of its own: see src/vendor.ts. */
export { default } from "nodemailer";
