// One HTTP request to the stub with the path sent exactly as written (no client
// normalisation of dots or escapes) and no encoding asked for unless the test asks.
import http from 'node:http';
import zlib from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came over the wire. */
  raw: Buffer;
  /** The body decoded as its Content-Encoding says. */
  text: string;
}

export interface RawRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

function decode(raw: Buffer, encoding: string | undefined): Buffer {
  if (!raw.length) return raw; // a HEAD or a 304
  if (encoding === 'br') return zlib.brotliDecompressSync(raw);
  if (encoding === 'gzip') return zlib.gunzipSync(raw);
  return raw;
}

export function rawRequest(base: string, path: string, init: RawRequestInit = {}): Promise<RawAnswer> {
  const { port } = new URL(base);
  return new Promise((ok, fail) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        try {
          ok({ status: res.statusCode!, headers: res.headers, raw, text: decode(raw, res.headers['content-encoding']).toString('utf8') });
        } catch (error) {
          fail(error);
        }
      });
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(init.body);
  });
}
