// Realtime lock-out: from many addresses, open websockets as fast as the server takes them and
// never sign in; reopen each one the server closes. Reached: sockets the server accepted, refused
// (503), and closed (made room for another, or not signed in within the grace); peak open at once.
import WebSocket from 'ws';
import { loopback, sleep } from '../loopback.mjs';

export const attack = {
  name: 'realtime-lockout',
  describe: (o) => `${o.addresses} addresses x ${o.perAddress} sockets that never sign in, reopened when closed`,
  defaults: { addresses: 60, perAddress: 50 },
  async run({ server, seconds, options }) {
    const { addresses, perAddress } = { ...this.defaults, ...options };
    const reached = { accepted: 0, refused: 0, closedByServer: 0, errors: 0, open: 0, peakOpen: 0 };
    const until = Date.now() + seconds * 1000;
    const one = (address) =>
      new Promise((resolve) => {
        const ws = new WebSocket(`ws://127.0.0.1:${server.port}/app/chef-pwa-key?protocol=7&client=js&version=8.6.0`, { localAddress: address, handshakeTimeout: 10_000 });
        let opened = false;
        ws.on('upgrade', () => {
          opened = true;
          reached.accepted++;
          reached.open++;
          reached.peakOpen = Math.max(reached.peakOpen, reached.open);
        });
        let refused = false;
        ws.on('unexpected-response', (request, response) => {
          refused = response.statusCode === 503;
          if (refused) reached.refused++;
          else reached.errors++;
          ws.terminate();
        });
        ws.on('error', () => {
          if (!opened && !refused) reached.errors++;
        });
        ws.on('close', () => {
          if (opened) {
            reached.open--;
            if (Date.now() < until) reached.closedByServer++;
          }
          resolve(refused);
        });
        // Hold it until the attack ends (the server may close it sooner).
        setTimeout(() => ws.terminate(), Math.max(0, until - Date.now())).unref();
      });
    const slots = [];
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < perAddress; i++) {
        slots.push(
          (async () => {
            while (Date.now() < until) {
              const refused = await one(loopback(1, a));
              await sleep(refused ? 500 : 50);
            }
          })(),
        );
      }
    }
    await Promise.all(slots);
    return [
      `${reached.accepted} sockets accepted, ${reached.refused} refused (503), ${reached.closedByServer} closed by the server; at most ${reached.peakOpen} open`,
      `sockets accepted ${reached.accepted}, refused (503) ${reached.refused}, closed by the server ${reached.closedByServer}, other errors ${reached.errors}; at most ${reached.peakOpen} open at once`,
    ];
  },
};
