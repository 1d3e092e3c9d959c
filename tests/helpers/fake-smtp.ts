// A tiny SMTP server for tests (the third party in the notice queue's tests): it accepts mail, or refuses every
// message with a temporary 451 while `failing` is set, and keeps what it accepted.
import net from 'node:net';

export interface FakeSmtp {
  url: string;
  failing: boolean;
  /** Answers MAIL FROM only after this long: a slow mail server. */
  delayMs: number;
  received: { to: string; data: string }[];
  close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const sockets = new Set<net.Socket>();
  const smtp: FakeSmtp = { url: '', failing: false, delayMs: 0, received: [], close: async () => {} };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let to = '';
    let data = '';
    socket.write('220 fake-smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            smtp.received.push({ to, data });
            socket.write('250 2.0.0 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake-smtp\r\n');
        else if (verb === 'MAIL') {
          const answer = smtp.failing ? '451 4.3.0 Try again later\r\n' : '250 2.1.0 OK\r\n';
          if (smtp.delayMs) setTimeout(() => socket.writable && socket.write(answer), smtp.delayMs);
          else socket.write(answer);
        }
        else if (verb === 'RCPT') { to = /<([^>]*)>/.exec(line)?.[1] ?? ''; socket.write('250 2.1.5 OK\r\n'); }
        else if (verb === 'DATA') { inData = true; data = ''; socket.write('354 End data with <CR><LF>.<CR><LF>\r\n'); }
        else if (verb === 'QUIT') { socket.write('221 2.0.0 Bye\r\n'); socket.end(); }
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  smtp.url = `smtp://127.0.0.1:${port}`;
  smtp.close = () => new Promise((resolve) => {
    for (const socket of sockets) socket.destroy();
    server.close(() => resolve());
  });
  return smtp;
}
