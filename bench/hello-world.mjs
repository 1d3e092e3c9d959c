// The ceiling of this machine for the API benches: a Fastify server that answers {"hello":"world"}, in its own
// process like the real server. Prints its URL on stdout once it listens.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(url);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
