// Clients at chosen loopback addresses (Linux routes all of 127.0.0.0/8 to lo): an HTTP request
// from one, and a raw TCP connection from one that the test writes to slowly (slow clients).
import http from 'node:http';
import net from 'node:net';

export interface PlainAnswer {
  status: number;
  text: string;
}

/** One HTTP request from `localAddress` on a connection of its own. */
export function requestFrom(port: number, localAddress: string, method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}): Promise<PlainAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, localAddress, method, path, agent: false, headers: { Accept: 'application/json', ...options.headers } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

export interface RawClient {
  socket: net.Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves true once the server has closed the connection, false after `ms` if it has not. */
  closedWithin(ms: number): Promise<boolean>;
}

/** A raw TCP connection from `localAddress`, once connected. */
export function rawFrom(port: number, localAddress: string): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress });
    let text = '';
    let closed = false;
    const onClose: (() => void)[] = [];
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      for (const done of onClose) done();
    });
    socket.once('connect', () =>
      resolve({
        socket,
        received: () => text,
        closedWithin: (ms) =>
          closed
            ? Promise.resolve(true)
            : new Promise((done) => {
                const timer = setTimeout(() => done(false), ms);
                onClose.push(() => {
                  clearTimeout(timer);
                  done(true);
                });
              }),
      }),
    );
    socket.once('error', reject);
  });
}

/** Writes `text` a piece at a time, `every` ms apart, while the socket is open. */
export async function trickle(socket: net.Socket, text: string, pieceBytes: number, every: number): Promise<void> {
  for (let at = 0; at < text.length && !socket.destroyed; at += pieceBytes) {
    socket.write(text.slice(at, at + pieceBytes));
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}
