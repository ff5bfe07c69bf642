// The yardstick: a bare Fastify answering a small JSON object, nothing else. It also answers, at
// /same/<name>, bytes the bench hands it (a page as the product sends it, compressed): what a
// bare server reaches sending the same bytes, to tell the cost of the size from the product's own.
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 4 * 1024 * 1024 });
app.get('/hello', async () => ({ code: 200, msg: '成功', data: { hello: 'world' } }));

const same = new Map<string, { body: Buffer; headers: Record<string, string> }>();
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
app.put<{ Params: { name: string } }>('/same/:name', async (request) => {
  const headers: Record<string, string> = { 'content-type': String(request.headers['x-same-type']) };
  const encoding = request.headers['x-same-encoding'];
  if (typeof encoding === 'string' && encoding) headers['content-encoding'] = encoding;
  same.set(request.params.name, { body: request.body as Buffer, headers });
  return { kept: (request.body as Buffer).length };
});
app.get<{ Params: { name: string } }>('/same/:name', (request, reply) => {
  const kept = same.get(request.params.name);
  if (!kept) return reply.status(404).send();
  return reply.headers(kept.headers).send(kept.body);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
