/** Where the end-to-end servers listen (see playwright.config.ts). */
export const e2ePort = Number(process.env.E2E_PORT ?? 8788);
/** A second server with reCAPTCHA switched on against local stand-ins, for *.recaptcha.js.spec.ts. */
export const recaptchaPort = Number(process.env.E2E_RECAPTCHA_PORT ?? e2ePort + 9);
