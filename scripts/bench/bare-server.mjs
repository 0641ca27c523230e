// The limit for a payload on this machine: a bare node:http server answering each path with fixed bytes
// from memory. Usage: node bare-server.mjs <routes.json>, where routes.json maps a path (with its query) to
// { contentType, body (base64) }. Prints the port it listens on.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const routes = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([path, r]) => [
    path,
    { type: r.contentType, body: Buffer.from(r.body, 'base64') },
  ]),
);
const server = createServer((req, res) => {
  const route = routes.get(req.url);
  if (!route) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': route.type, 'content-length': route.body.length });
  res.end(route.body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
