import { blobsStoreName, formSettings, storeSettings } from '../../src/server/settings';

describe('mail settings', () => {
  test('mail goes to MAIL_TO, from MAIL_FROM or the website at the mail host', () => {
    expect(formSettings({ SMTP_HOST: 'mail.example.com', MAIL_TO: 'office@example.com' }).smtp).toMatchObject({
      host: 'mail.example.com',
      port: 587,
      secure: false,
      from: 'Website <website@mail.example.com>',
      to: 'office@example.com',
    });
    expect(formSettings({ SMTP_HOST: 'mail.example.com', MAIL_FROM: 'site@example.com' }).smtp).toMatchObject({ to: 'site@example.com' });
  });

  test('without a mail server, or without an inbox to send to, mail is not set up and submissions are only stored', () => {
    expect(formSettings({ MAIL_TO: 'office@example.com' }).smtp).toBeNull();
    expect(formSettings({ SMTP_HOST: 'mail.example.com' }).smtp).toBeNull();
  });
});

describe('the Netlify Blobs store of each deploy context', () => {
  test('production keeps its leads in form-submissions, where the live leads are; so does a command run without a context', () => {
    expect(blobsStoreName('production')).toBe('form-submissions');
    expect(blobsStoreName(undefined)).toBe('form-submissions');
    expect(storeSettings({ NETLIFY_SITE_ID: 'site', NETLIFY_AUTH_TOKEN: 'token' }, { context: 'production' })).toMatchObject({ name: 'form-submissions' });
  });

  test('deploy previews, branch deploys and netlify dev each have a store of their own', () => {
    const names = ['deploy-preview', 'branch-deploy', 'dev'].map(blobsStoreName);
    expect(names).toEqual(['form-submissions-deploy-preview', 'form-submissions-branch-deploy', 'form-submissions-dev']);
    // A name Netlify takes: no "/", at most 64 bytes.
    expect(blobsStoreName(`branch:feature/${'x'.repeat(80)}`)).toMatch(/^form-submissions-branch-feature-x+$/);
    expect(blobsStoreName(`branch:feature/${'x'.repeat(80)}`)).toHaveLength(64);
  });

  test('a function built for a deploy preview uses its store whatever its environment says where it runs', () => {
    const runtime = { AWS_LAMBDA_FUNCTION_NAME: 'quote', CONTEXT: 'production' };
    expect(storeSettings(runtime, { context: 'deploy-preview' })).toEqual({ kind: 'netlify-blobs', name: 'form-submissions-deploy-preview' });
  });
});
