// Slow headers and slow bodies: connections that send their request a byte at a time, from a few
// addresses, each reopened when the server closes it. Reached: connections opened and refused,
// and how long the server let each one hold its connection (median and longest).
import net from 'node:net';
import { loopback, percentile, sleep } from '../loopback.mjs';

function slowConnection(server, address, kind, until) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: server.port, localAddress: address });
    const opened = Date.now();
    let reply = '';
    let timer;
    socket.on('data', (chunk) => (reply += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('connect', () => {
      const head = kind === 'headers' ? 'GET /api/cities HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' : 'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"';
      socket.write(head);
      // A byte every 2 s: enough to dodge an idle time-out, far too slow for any real client.
      timer = setInterval(() => socket.write('a'), 2000);
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ heldMs: Date.now() - opened, refused: reply.startsWith('HTTP/1.1 503'), byServer: Date.now() < until });
    });
    setTimeout(() => socket.destroy(), Math.max(0, until - Date.now())).unref();
  });
}

const slowAttack = (kind) => ({
  name: `slow-${kind}`,
  describe: (o) => `${o.addresses} addresses x ${o.perAddress} connections trickling their ${kind} (a byte every 2 s)`,
  defaults: { addresses: 4, perAddress: 150 },
  /** Longer than the server's 30 s header time-out and body grace, to see them end it. */
  minSeconds: 45,
  async run({ server, seconds, options }) {
    const { addresses, perAddress } = { ...this.defaults, ...options };
    const until = Date.now() + seconds * 1000;
    const held = [];
    let opened = 0;
    let refused = 0;
    const loops = [];
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < perAddress; i++) {
        loops.push(
          (async () => {
            while (Date.now() < until) {
              opened++;
              const result = await slowConnection(server, loopback(2, a), kind, until);
              if (result.refused) refused++;
              else if (result.byServer) held.push(result.heldMs);
              await sleep(result.refused ? 500 : 50);
            }
          })(),
        );
      }
    }
    await Promise.all(loops);
    const s = (ms) => (Number.isNaN(ms) ? '-' : `${(ms / 1000).toFixed(1)} s`);
    return [
      `${opened} opened, ${refused} refused (503), ${held.length} cut after ${s(percentile(held, 50))} (median), ${s(percentile(held, 100))} at most`,
      `connections opened ${opened}, refused (503) ${refused}, closed by the server ${held.length} after ${s(percentile(held, 50))} (median), ${s(percentile(held, 100))} at most; the rest held until the attack ended (${seconds} s)`,
    ];
  },
});

export const slowHeaders = slowAttack('headers');
export const slowBodies = slowAttack('bodies');
