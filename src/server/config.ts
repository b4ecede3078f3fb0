/**
 * Settings of the form API, read from environment variables when a request
 * arrives (so tests and hosts can change them without a rebuild). Every
 * variable is documented in the README under "Forms".
 */
import os from 'node:os';
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

export interface FormSettings {
  /** Folder of the submission store. */
  submissionsDir: string;
  /** Submissions one address may send per window before getting 429. */
  rateLimit: number;
  rateWindowMs: number;
  /** Honour X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Mail settings, or null when SMTP_HOST is not set (submissions are then only stored). */
  smtp: SmtpSettings | null;
}

const number = (value: string | undefined, fallback: number) => (value && Number.isFinite(Number(value)) ? Number(value) : fallback);

/**
 * `.submissions` in the working directory; in a serverless function (Netlify Functions run on AWS Lambda, which
 * names the function in the environment) the only writable folder is the temporary one, which lasts as long as
 * that machine: there the store is a short-term safety net and mail is what keeps a submission (README, "Forms").
 */
const defaultSubmissionsDir = (env: NodeJS.ProcessEnv) => (env.AWS_LAMBDA_FUNCTION_NAME ? path.join(os.tmpdir(), 'submissions') : '.submissions');

/**
 * The live environment of the running server. Written through `globalThis`
 * because Gatsby compiles functions with `process.env` replaced by the
 * variables known at build time: settings (and SMTP passwords) must come
 * from where the site runs, not be baked into the build.
 */
const runtimeEnv = (): NodeJS.ProcessEnv => globalThis.process.env;

export function formSettings(env: NodeJS.ProcessEnv = runtimeEnv()): FormSettings {
  const host = env.SMTP_HOST?.trim();
  const port = number(env.SMTP_PORT, 587);
  return {
    submissionsDir: path.resolve(env.SUBMISSIONS_DIR || defaultSubmissionsDir(env)),
    rateLimit: number(env.FORM_RATE_LIMIT, 10),
    rateWindowMs: number(env.FORM_RATE_WINDOW_SECONDS, 600) * 1000,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    smtp: host
      ? {
          host,
          port,
          secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' || env.SMTP_SECURE === '1' : port === 465,
          user: env.SMTP_USER || undefined,
          pass: env.SMTP_PASS || undefined,
          from: env.MAIL_FROM || `Website <website@${host}>`,
          to: env.MAIL_TO || env.MAIL_FROM || '',
        }
      : null,
  };
}
