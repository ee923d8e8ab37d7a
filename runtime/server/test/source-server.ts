/**
 * A stand-in for an organisation's system on loopback (node:http on 127.0.0.1, a free port) answering
 * recorded documents in the documented format (docs/sources.md), including its error answers, and
 * remembering what it was asked.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SourceAnswer {
  readonly status?: number;
  /** A string is sent as is; anything else as JSON. */
  readonly body?: unknown;
  readonly contentType?: string;
  /** Wait this long before answering (a timeout). */
  readonly delayMs?: number;
}

export interface SourceServer {
  readonly url: string;
  /** What the next requests are answered. */
  answer: SourceAnswer;
  readonly requests: { url: URL; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export async function startSourceServer(path = '/export'): Promise<SourceServer> {
  const state: SourceServer = {
    url: '',
    answer: { status: 200, body: {} },
    requests: [],
    close: async () => {},
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    state.requests.push({ url, headers: req.headers });
    const { status = 200, body, contentType, delayMs = 0 } = url.pathname === path ? state.answer : { status: 404, body: 'Not Found', contentType: 'text/plain' };
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const timer = setTimeout(() => {
      res.writeHead(status, { 'content-type': contentType ?? (typeof body === 'string' ? 'text/plain' : 'application/json') });
      res.end(text);
    }, delayMs);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  });
}
