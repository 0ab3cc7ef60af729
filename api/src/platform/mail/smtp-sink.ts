// A tiny SMTP sink that keeps every message in memory: for a developer's machine and the API
// tests (no TLS, no authentication), never for a server. `npm run mail:sink` prints each mail.
import net from 'node:net';

export interface SunkMail {
  from: string;
  to: string[];
  /** The message as sent (headers and MIME body), dot-stuffing removed. */
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone (links are whole again). */
  text: string;
  subject: string;
}

export interface SmtpSink {
  port: number;
  mails: SunkMail[];
  close(): Promise<void>;
}

/** Undoes quoted-printable: soft line breaks (=\r\n) and =XX escapes. */
export function decodeQuotedPrintable(s: string): string {
  return s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function startSmtpSink(
  options: { port?: number; host?: string; onMail?: (mail: SunkMail) => void } = {},
): Promise<SmtpSink> {
  const mails: SunkMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let inData = false;
    let data: string[] = [];
    let from = '';
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 qcard-smtp-sink ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            const raw = data.join('\r\n');
            const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
            const mail: SunkMail = { from, to, raw, text: decodeQuotedPrintable(raw), subject };
            mails.push(mail);
            options.onMail?.(mail);
            data = [];
            reply('250 OK: queued');
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') {
          reply('250-qcard-smtp-sink');
          reply('250 8BITMIME');
        } else if (verb === 'HELO') reply('250 qcard-smtp-sink');
        else if (verb === 'MAIL') {
          from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          to = [];
          reply('250 OK');
        } else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('502 Command not implemented');
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      resolve({
        port: address.port,
        mails,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
