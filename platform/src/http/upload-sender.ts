import { connect } from 'node:net';

/**
 * A client that uploads a large body the way a phone on a real network does: a piece at a time, reading whatever
 * the server answers meanwhile (tests). It reports the status line it read, if any, and the first socket error
 * — EPIPE / ECONNRESET is what a sender sees when a server answers and closes under an upload it never read,
 * and then the answer is lost with the connection.
 */
export async function uploadInPieces(
  url: string,
  path: string,
  bytes: number,
  opts: { chunked?: boolean } = {},
): Promise<{ statusLine: string; body: string; error: string | null }> {
  const { hostname, port } = new URL(url);
  const sock = connect(Number(port), hostname);
  await new Promise((resolve) => sock.once('connect', resolve));
  let answer = '';
  let error: string | null = null;
  sock.on('data', (d: Buffer) => {
    answer += d.toString('latin1');
  });
  sock.on('error', (e: NodeJS.ErrnoException) => {
    error ??= e.code ?? e.message;
  });
  const closed = new Promise((resolve) => sock.once('close', resolve));
  const length = opts.chunked ? 'transfer-encoding: chunked' : `content-length: ${bytes}`;
  sock.write(`POST ${path} HTTP/1.1\r\nhost: test\r\ncontent-type: application/json\r\n${length}\r\n\r\n`);
  const piece = Buffer.alloc(64 * 1024, 0x61);
  for (let sent = 0; sent < bytes && !sock.destroyed; sent += piece.length) {
    const data = opts.chunked
      ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
      : piece;
    if (!sock.write(data)) {
      await new Promise((resolve) => {
        sock.once('drain', resolve);
        sock.once('close', resolve);
      });
    }
    // a turn of the event loop between pieces, as a network would give: the server's answer can arrive mid-upload
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (opts.chunked && !sock.destroyed) sock.write('0\r\n\r\n');
  await closed;
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0] ?? '', body, error };
}
