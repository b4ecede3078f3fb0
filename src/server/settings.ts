/**
 * Settings of the form API, read from environment variables when a request
 * arrives (so tests and hosts can change them without a rebuild). Every
 * variable is documented in docs/forms.md, "Settings".
 */
import path from 'node:path';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
  to: string;
}

/** Where submissions are kept (src/server/store/keyValueStore.ts). */
export type StoreSettings =
  | { kind: 'files'; dir: string }
  | {
      kind: 'netlify-blobs';
      name: string;
      /** For use outside a Netlify function (`npm run leads`); inside one, the request carries them. */
      siteID?: string;
      token?: string;
    };

export const STORE_KINDS = ['files', 'netlify-blobs'] as const;

/** The Netlify Blobs store of the live site's submissions (production's). Existing leads live there: never rename it. */
export const BLOBS_STORE_NAME = 'form-submissions';

/**
 * The Netlify deploy context the code was built for: Netlify sets CONTEXT while the site builds (production,
 * deploy-preview, branch-deploy, dev), and no site variable may change it. Written as `process.env.CONTEXT`, not
 * read through runtimeEnv, on purpose: Gatsby writes the build's value into a function's code there, so a deploy
 * preview's functions keep "deploy-preview" whatever is set where they run. Outside a build (`npm run leads`, tests)
 * it is the shell's CONTEXT, which is how a command names a preview's store.
 */
export const builtForContext = (): string | undefined => process.env.CONTEXT;

/**
 * The Blobs store of a deploy context's leads: production's, or none (a command in a shell, a build made off
 * Netlify), is `form-submissions`; every other context has a store of its own (`form-submissions-deploy-preview`,
 * `form-submissions-branch-deploy`, `form-submissions-dev`), so code under review never writes or reads live leads.
 */
export function blobsStoreName(context: string | undefined): string {
  const named = context?.trim();
  if (!named || named === 'production') return BLOBS_STORE_NAME;
  // Netlify's store names take no "/" and at most 64 bytes.
  return `${BLOBS_STORE_NAME}-${named.replace(/[^\w-]+/g, '-')}`.slice(0, 64);
}

export interface FormSettings {
  /** Submissions one address may send per window before getting 429. */
  rateLimit: number;
  rateWindowMs: number;
  /** Honour X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Mail settings, or null when SMTP_HOST or the inbox (MAIL_TO, else MAIL_FROM) is not set (submissions are then only stored). */
  smtp: SmtpSettings | null;
}

const number = (value: string | undefined, fallback: number) => (value && Number.isFinite(Number(value)) ? Number(value) : fallback);

/**
 * The live environment of the running server. Written through `globalThis`
 * because Gatsby compiles functions with `process.env` replaced by the
 * variables known at build time: settings (and SMTP passwords) must come
 * from where the site runs, not be baked into the build.
 */
const runtimeEnv = (): NodeJS.ProcessEnv => globalThis.process.env;

/** Folders the site serves or commits: a store there would publish the leads. */
const PUBLISHED_FOLDERS = ['public', 'static', 'data', 'src'];

/**
 * The store for this process. `SUBMISSIONS_STORE` names it; without it a
 * serverless function (AWS Lambda names the function in the environment;
 * Netlify's functions run there) or a shell with Netlify's site id and
 * token uses Netlify Blobs, anything else the folder SUBMISSIONS_DIR. A
 * function's own folder lasts only as long as that instance, so the folder
 * store is refused there: nothing may be acknowledged from it. The Blobs
 * store is the one of the deploy context the code was built for
 * (`context`, never taken from `env`: see builtForContext).
 */
export function storeSettings(
  env: NodeJS.ProcessEnv = runtimeEnv(),
  { inFunction = false, context = builtForContext() }: { inFunction?: boolean; context?: string } = {},
): StoreSettings {
  const serverless = inFunction || Boolean(env.AWS_LAMBDA_FUNCTION_NAME);
  const named = env.SUBMISSIONS_STORE?.trim();
  if (named && !(STORE_KINDS as readonly string[]).includes(named)) {
    throw new Error(`SUBMISSIONS_STORE is "${named}", which is not a store of this site. Use one of: ${STORE_KINDS.join(', ')}.`);
  }
  const netlifyAccess = Boolean(env.NETLIFY_SITE_ID && env.NETLIFY_AUTH_TOKEN);
  const kind = named || (serverless || env.NETLIFY_BLOBS_CONTEXT || netlifyAccess ? 'netlify-blobs' : 'files');
  if (kind === 'netlify-blobs') {
    return { kind, name: blobsStoreName(context), ...(netlifyAccess ? { siteID: env.NETLIFY_SITE_ID, token: env.NETLIFY_AUTH_TOKEN } : {}) };
  }
  if (serverless) throw new Error('SUBMISSIONS_STORE is "files" in a serverless function, whose folder does not outlast it. Use netlify-blobs.');
  const dir = path.resolve(env.SUBMISSIONS_DIR || '.submissions');
  const published = PUBLISHED_FOLDERS.find((folder) => !path.relative(path.resolve(folder), dir).startsWith('..'));
  if (published) throw new Error(`SUBMISSIONS_DIR (${dir}) is inside ${published}/, which the site publishes or commits. Keep it outside the project.`);
  return { kind: 'files', dir };
}

/** The shortest PROOF_OF_WORK_SECRET taken: 32 characters, as `openssl rand -hex 32` gives 64. */
export const MIN_PROOF_SECRET_LENGTH = 32;

/**
 * The secret set for the forms' proof-of-work challenges (src/server/defences/proofOfWork.ts), or null when
 * PROOF_OF_WORK_SECRET is not set or is too short to be a secret. There is no default written in the code, which
 * would let anyone sign their own challenges: without the setting, the site makes a secret of its own and keeps it
 * in the lead store (`proofSecret`).
 */
export function proofOfWorkSecret(env: NodeJS.ProcessEnv = runtimeEnv()): string | null {
  const secret = env.PROOF_OF_WORK_SECRET?.trim();
  return secret && secret.length >= MIN_PROOF_SECRET_LENGTH ? secret : null;
}

export function formSettings(env: NodeJS.ProcessEnv = runtimeEnv()): FormSettings {
  const host = env.SMTP_HOST?.trim();
  const port = number(env.SMTP_PORT, 587);
  // Mail needs somewhere to go: without an inbox it is not set up, and submissions wait, stored, until it is.
  const to = env.MAIL_TO || env.MAIL_FROM;
  return {
    rateLimit: number(env.FORM_RATE_LIMIT, 10),
    rateWindowMs: number(env.FORM_RATE_WINDOW_SECONDS, 600) * 1000,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    smtp:
      host && to
        ? {
            host,
            port,
            secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' || env.SMTP_SECURE === '1' : port === 465,
            user: env.SMTP_USER || undefined,
            pass: env.SMTP_PASS || undefined,
            from: env.MAIL_FROM || `Website <website@${host}>`,
            to,
          }
        : null,
  };
}

/** The settings of the push to staff's devices (src/server/push/). */
export interface PushSettings {
  /**
   * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (`npx web-push generate-vapid-keys`), when both are set; else null, and
   * the site makes a pair of its own once and keeps it in the lead store (push/vapid.ts).
   */
  vapid: { publicKey: string; privateKey: string } | null;
  /**
   * PUSH_TEST_SERVICE: the origin of one more push service the site may send to, besides the browsers' own
   * (push/devices.ts), for the tests' stand-in (testing/pushService.ts). Never set on a live site.
   */
  testService: string | null;
}

/** The push's settings, read where the site runs, as every other setting is. */
export function pushSettings(env: NodeJS.ProcessEnv = runtimeEnv()): PushSettings {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  const testService = env.PUSH_TEST_SERVICE?.trim();
  return {
    vapid: publicKey && privateKey ? { publicKey, privateKey } : null,
    testService: testService ? new URL(testService).origin : null,
  };
}
