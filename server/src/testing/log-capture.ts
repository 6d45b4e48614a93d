import { Writable } from 'node:stream';

/** A pino destination that keeps every line, so a test can read what the BFF logged. */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return {
    stream,
    lines,
    text: () => lines.join('\n'),
    records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}
