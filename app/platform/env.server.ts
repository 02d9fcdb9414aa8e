import { z } from "zod";
import { currentSecret, parseSecretList } from "~/lib/signing-secrets.server";

/**
 * The Worker's environment, checked when a request first meets it (never at module load, where
 * a Worker has no env yet). Secrets come from `wrangler secret put` in production and from
 * scripts/start.ts locally.
 */
const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional());
const optionalText = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

/** A comma-separated list of secrets, newest first, each long enough to resist guessing. */
const secretList = (name: string) =>
  z
    .string()
    .transform(parseSecretList)
    .pipe(
      z
        .array(z.string().min(32, `each value of ${name} must be at least 32 characters`))
        .min(1, `${name} is required`),
    );

// eslint-disable-next-line no-control-regex -- line breaks and other controls are what is refused
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;

/** The From of mail sent in development, where nothing leaves the machine. */
export const DEVELOPMENT_MAIL_FROM = "no-reply@localhost.example";

const appEnvSchema = z.enum(["development", "staging", "production"]).default("development");

/**
 * A deployed site has one origin, named by SITE_URL: canonical links, feeds and the sitemap use
 * it, and the edge cache keeps one copy of a page for it. Without it every host name the Worker
 * is reached under (a second domain, a route added later) gets links and copies of its own, and
 * search engines a site per host name.
 */
function deployedSiteRequirements(
  {
    APP_ENV,
    SITE_URL,
    MAIL_FROM,
  }: { APP_ENV: z.infer<typeof appEnvSchema>; SITE_URL?: string; MAIL_FROM?: string },
  ctx: z.RefinementCtx,
) {
  if (APP_ENV !== "development" && !MAIL_FROM)
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["MAIL_FROM"],
      message: `MAIL_FROM is required when APP_ENV is ${APP_ENV}: set it to the onboarded sending address (e.g. hello@example.com) under [env.${APP_ENV}.vars] in wrangler.toml`,
    });
  if (APP_ENV !== "development" && !SITE_URL)
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["SITE_URL"],
      message: `SITE_URL is required when APP_ENV is ${APP_ENV}: set it to the site's address (e.g. https://www.example.com) under [env.${APP_ENV}.vars] in wrangler.toml`,
    });
}

const rawEnvSchema = z.object({
  /** Which deployment this is (wrangler.toml sets it per environment); reported by the health check. */
  APP_ENV: appEnvSchema,
  DATABASE_URL: z.string().min(1, "DATABASE_URL is required"),
  DATABASE_WS_PROXY: optionalUrl,
  SESSION_SECRET: secretList("SESSION_SECRET"),
  JWT_SECRET: secretList("JWT_SECRET"),
  /** Takes precedence over JWT_SECRET when set: the API's signing keys, newest first. */
  JWT_SECRETS: secretList("JWT_SECRETS").optional(),
  /** Encrypts stored two-factor secrets (AES-GCM); a list while rotating, newest first. */
  ENCRYPTION_KEY: secretList("ENCRYPTION_KEY"),
  /** Salts the stored IP hashes; set it so that rotating SESSION_SECRET keeps them stable. */
  IP_HASH_SALT: optionalText,
  SITE_URL: optionalUrl,
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET_KEY: optionalText,
  RECAPTCHA_VERIFY_URL: z.string().url().default("https://www.google.com/recaptcha/api/siteverify"),
  RECAPTCHA_SCRIPT_URL: z.string().url().default("https://www.google.com/recaptcha/api.js"),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  CHAT_WEBHOOK_URL: optionalUrl,
  CONTACT_NOTIFY_WEBHOOK_URL: optionalUrl,
  /** Receives each portal invitation as JSON (`to`, `subject`, `text`, `inviteUrl`) to e-mail it. */
  INVITE_MAIL_WEBHOOK_URL: optionalUrl,
  /**
   * The site's sending address, the From of every mail (app/services/mail/). Required where
   * mail leaves for real (staging, production); locally the outbox keeps mail on disk.
   */
  MAIL_FROM: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .email("MAIL_FROM must be a plain address such as hello@example.com")
      .regex(SINGLE_LINE, "MAIL_FROM must be one line")
      .optional(),
  ),
  /** Cloudflare Email Service (wrangler.toml's send_email binding): how mail leaves. */
  EMAIL: z
    .custom<SendEmail>(
      (value) => typeof value === "object" && value !== null && "send" in value,
      "EMAIL must be a send_email binding",
    )
    .optional(),
  /** The mail queue (wrangler.toml): every message waits there to be sent, with retries. */
  MAIL_QUEUE: z
    .custom<Queue<unknown>>(
      (value) => typeof value === "object" && value !== null && "send" in value,
      "MAIL_QUEUE must be a queue producer binding",
    )
    .optional(),
  ANALYTICS_MEASUREMENT_ID: optionalText,
  ANALYTICS_SCRIPT_URL: z.string().url().default("https://www.googletagmanager.com/gtag/js"),
  /** How long a cached public page is served as it is before it is rendered again behind a hit. */
  /**
   * The R2 bucket of uploaded images (wrangler.toml's r2_buckets binding). Optional so that a
   * deployment without one still serves the site; uploads then answer 503.
   */
  MEDIA: z
    .custom<R2Bucket>(
      (value) => typeof value === "object" && value !== null && "put" in value && "get" in value,
      "MEDIA must be an R2 bucket binding",
    )
    .optional(),
  /**
   * The intake queue (wrangler.toml): enquiries and sign-ups Postgres cannot take at once wait
   * there. Without it they are refused with 503 while the database is away.
   */
  INTAKE_QUEUE: z
    .custom<Queue<unknown>>(
      (value) => typeof value === "object" && value !== null && "send" in value,
      "INTAKE_QUEUE must be a queue producer binding",
    )
    .optional(),
  /** Where intake messages that could not be stored after every retry are kept (R2). */
  DEAD_LETTERS: z
    .custom<R2Bucket>(
      (value) => typeof value === "object" && value !== null && "put" in value && "list" in value,
      "DEAD_LETTERS must be an R2 bucket binding",
    )
    .optional(),
  /**
   * Workers KV (wrangler.toml): where the edge cache's generation is kept for every data centre,
   * so a publish or unpublish reaches them all within about a minute. Without it each data
   * centre keeps its own, and a change reaches only the one where it was made.
   */
  EDGE_STATE: z
    .custom<KVNamespace>(
      (value) => typeof value === "object" && value !== null && "get" in value && "put" in value,
      "EDGE_STATE must be a KV namespace binding",
    )
    .optional(),
  PAGE_CACHE_FRESH_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
  /**
   * How long a cached page past its fresh time is still served at once while it is rendered again
   * behind it; older copies are served only while the database is away.
   */
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(3600).default(600),
});

const envSchema = rawEnvSchema
  .superRefine(deployedSiteRequirements)
  .transform(({ JWT_SECRETS, IP_HASH_SALT, MAIL_FROM, ...env }) => ({
    ...env,
    // Locally mail stays in the outbox (.data/mail), so any address will do there.
    MAIL_FROM: MAIL_FROM ?? DEVELOPMENT_MAIL_FROM,
    JWT_SECRET: JWT_SECRETS ?? env.JWT_SECRET,
    IP_HASH_SALT: IP_HASH_SALT ?? currentSecret(env.SESSION_SECRET),
  }));

export type AppEnv = z.infer<typeof envSchema>;

/**
 * The settings a deployment takes from wrangler.toml's vars, checked as the Worker will check
 * them, for `npm run deploy` to refuse what the Worker would (secrets are not known there).
 */
const deploymentVarsSchema = z
  .object({ APP_ENV: appEnvSchema, SITE_URL: optionalUrl, MAIL_FROM: optionalText })
  .superRefine(deployedSiteRequirements);

/** What is wrong with a deployment's vars, one message a problem; none when they will do. */
export function deploymentVarsIssues(vars: Record<string, unknown>) {
  const result = deploymentVarsSchema.safeParse(vars);
  return result.success ? [] : issueMessages(result.error);
}

function issueMessages(error: z.ZodError) {
  return error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

export class EnvError extends Error {
  constructor(issues: string[]) {
    super(`Invalid environment: ${issues.join("; ")}`);
    this.name = "EnvError";
  }
}

/**
 * An isolate gets one env object for all its requests, and a new deployment or secret is a new
 * isolate: each env object is checked once. Checking it on every request cost a third of the
 * CPU of a page served from the cache.
 */
const checkedEnvs = new WeakMap<object, AppEnv>();

export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const checked = checkedEnvs.get(raw);
  if (checked) return checked;
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    throw new EnvError(issueMessages(result.error));
  }
  // Shared by every request of the isolate: frozen, so none can change what the next one reads.
  const env = Object.freeze(result.data);
  checkedEnvs.set(raw, env);
  return env;
}
