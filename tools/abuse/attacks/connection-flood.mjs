// Connection flood: from one address, open plain TCP connections and keep them (no request),
// up to a number past the server's file-descriptor limit (1,100 by default against 1,024).
// Reached: connections the server kept open, and those it refused or closed.
import net from 'node:net';
import { loopback } from '../loopback.mjs';

export const attack = {
  name: 'connection-flood',
  describe: (o) => `${o.connections} idle connections from ${o.addresses} address(es)`,
  defaults: { connections: 1100, addresses: 1 },
  async run({ server, seconds, options }) {
    const { connections, addresses } = { ...this.defaults, ...options };
    const sockets = [];
    let refused = 0;
    let closedByServer = 0;
    let failed = 0;
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from(
        { length: connections },
        (_, i) =>
          new Promise((done) => {
            let settled = false;
            const resolve = () => {
              settled = true;
              done();
            };
            const socket = net.connect({ host: '127.0.0.1', port: server.port, localAddress: loopback(3, i % addresses) });
            let reply = '';
            socket.on('data', (chunk) => (reply += chunk.toString('latin1')));
            socket.on('error', () => {});
            socket.on('connect', () => {
              sockets.push(socket);
              resolve();
            });
            socket.on('close', () => {
              if (reply.startsWith('HTTP/1.1 503')) refused++;
              else if (Date.now() < until) closedByServer++;
              resolve();
            });
            setTimeout(() => {
              if (settled) return;
              failed++;
              resolve();
            }, 10_000).unref();
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now())));
    const stillOpen = sockets.filter((socket) => !socket.destroyed).length;
    for (const socket of sockets) socket.destroy();
    return [
      `${connections} tried: ${stillOpen} kept open, ${refused} refused (503), ${closedByServer} closed, ${failed} not connected`,
      `connections tried ${connections}: kept open by the server ${stillOpen}, refused (503) ${refused}, closed otherwise ${closedByServer}, no connect in 10 s ${failed}`,
    ];
  },
};
