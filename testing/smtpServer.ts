/**
 * A real SMTP server on a free loopback port that keeps every mail it
 * receives, parsed, for tests of the form API's mail (Jest and browser
 * tests). No TLS and no login, as the tests' mail settings say.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestMailServer {
  port: number;
  received: ParsedMail[];
  /** The form API's mail settings for this server (SMTP_HOST and the rest). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startMailServer(port = 0): Promise<TestMailServer> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    received,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(actual), SMTP_SECURE: 'false', MAIL_FROM: 'website@coastal.example', MAIL_TO: 'office@coastal.example' },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
