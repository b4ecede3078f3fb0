import { formSettings } from '../../src/server/settings';

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
