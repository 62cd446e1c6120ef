/** Baseline: a hello-world Fastify route, the ceiling of any route on this machine. */
import Fastify from 'fastify';

const app = Fastify();
app.post('/hello', async () => ({ status: 1, msg: 'ok', data: 'hello' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
