// What app/routes/admin.settings.tsx still imports from here; once it imports from
// ./two-factor/ directly, this file goes.
export { twoFactorStatus } from "./two-factor/enrolment.server";
export { otpauthUri } from "./two-factor/totp.server";
