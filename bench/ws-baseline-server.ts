/**
 * Baseline for the quote benchmark: a bare `ws` server that, once a second, sends every client
 * a message of the same shape and size as Kabuto's ticks for its 20 subscribed codes.
 */
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';

const port = Number(process.env.PORT);
const server = new WebSocketServer({ port, host: '127.0.0.1' });
const clients = new Map<WebSocket, string[]>();
server.on('connection', (socket) => {
  clients.set(socket, []);
  socket.on('message', (raw: Buffer) => {
    const message = JSON.parse(raw.toString()) as { codes?: string[] };
    clients.set(socket, message.codes ?? []);
  });
  socket.on('close', () => clients.delete(socket));
});
setInterval(() => {
  const at = new Date().toISOString();
  for (const [socket, codes] of clients) {
    if (!codes.length) continue;
    const parts = codes.map(
      (code) =>
        `{"code":"${code}","price":"1234.50","change":"-12.50","change_pct":"-1.00","volume":123456789,"at":"${at}"}`,
    );
    socket.send(`{"type":"ticks","data":[${parts.join(',')}]}`);
  }
}, 1_000);
console.log('ready');
