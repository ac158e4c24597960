// Serves one built remote (its dist/) on its own port with CORS, as a CDN or another host would:
// `tsx support/static-server.ts <dist> <port>`.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [distArg, portArg] = process.argv.slice(2);
if (!distArg || !portArg) {
  console.error('usage: static-server <dist> <port>');
  process.exit(2);
}
const root = path.resolve(distArg);
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = path.resolve(root, `.${path.posix.normalize(decodeURIComponent(url.pathname))}`);
    res.setHeader('access-control-allow-origin', '*');
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res
        .writeHead(url.pathname === '/health' ? 200 : 404)
        .end(url.pathname === '/health' ? 'ok' : 'not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  })
  .listen(Number(portArg), '127.0.0.1');
