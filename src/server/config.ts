/**
 * Settings of the form API, read from environment variables when a request
 * arrives (so tests and hosts can change them without a rebuild). Every
 * variable is documented in the README under "Forms".
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
    submissionsDir: path.resolve(env.SUBMISSIONS_DIR || '.submissions'),
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
