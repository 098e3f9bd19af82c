// A real SMTP server for e-mail tests, on a free local port: keeps every message it
// accepted (parsed), counts the connections it was given, and can be told to refuse the
// next ones with a temporary error.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpCapture = {
  /** SMTP_URL for the server. */
  url: string;
  received: ParsedMail[];
  /** Connections opened to it so far, and the most that were open at once. */
  connections: { opened: number; mostAtOnce: number };
  /** Refuse the next `count` messages with 451 (try again later). */
  refuseNext: (count: number) => void;
  close: () => Promise<void>;
};

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const received: ParsedMail[] = [];
  let refusals = 0;
  const connections = { opened: 0, mostAtOnce: 0 };
  let open = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections.opened += 1;
      open += 1;
      connections.mostAtOnce = Math.max(connections.mostAtOnce, open);
      callback();
    },
    onClose() {
      open -= 1;
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    connections,
    refuseNext: (count) => {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
