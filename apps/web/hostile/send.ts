// One request through node:http, byte for byte as given, for the hostile suites.
import { request, type Agent, type IncomingHttpHeaders } from 'node:http';

export interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Sent {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Bytes to stream after `body`, in 64 KB chunks, stopping once the server answers. */
  streamBytes?: number;
}

/** One request through node:http, which sends bytes as given; resolves with the answer even if the upload is cut. */
export function send(base: string, sent: Sent, agent?: Agent): Promise<Raw> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(
      `${base}${sent.path}`,
      { method: sent.method ?? 'GET', headers: sent.headers, agent: agent ?? false },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (sent.headers?.['content-length'] && sent.streamBytes === undefined) {
      // Keep the request open (the body is not complete) and wait for the server to answer.
      req.flushHeaders();
    }
    req.setTimeout(15_000, () => req.destroy(new Error('request timed out')));
    if (sent.body !== undefined) req.write(sent.body);
    let left = sent.streamBytes ?? 0;
    const chunk = Buffer.alloc(65_536, 'a');
    // One chunk per turn of the event loop, so an answer that arrives mid-upload is read before the next write.
    const pump = () => {
      if (answered || req.destroyed) return;
      if (left <= 0) {
        if (!sent.headers?.['content-length'] || sent.streamBytes !== undefined) req.end();
        return;
      }
      left -= chunk.length;
      if (req.write(chunk)) setImmediate(pump);
      else req.once('drain', pump);
    };
    pump();
  });
}
