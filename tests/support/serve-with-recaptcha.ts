/**
 * Serves the built Worker like scripts/serve.ts, but with reCAPTCHA switched on against the local
 * stand-ins (tests/support/contact-standins.ts): the browser loads the stand-in script and the
 * Worker verifies tokens at the stand-in siteverify. Used by the reCAPTCHA end-to-end tests.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { projectRoot } from "../../scripts/lib/local-stack";
import { STANDIN_SECRET, startContactStandins } from "./contact-standins";

const STANDIN_SITE_KEY = "standin-site-key";

const standins = await startContactStandins();
const child = spawn("tsx", [path.join(projectRoot, "scripts", "serve.ts")], {
  stdio: "inherit",
  env: {
    ...process.env,
    RECAPTCHA_SITE_KEY: STANDIN_SITE_KEY,
    RECAPTCHA_SECRET_KEY: STANDIN_SECRET,
    RECAPTCHA_VERIFY_URL: `${standins.url}/siteverify`,
    RECAPTCHA_SCRIPT_URL: `${standins.url}/recaptcha.js`,
  },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", async (code) => {
  await standins.close();
  process.exit(code ?? 0);
});
