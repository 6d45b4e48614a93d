import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Batch } from './beacon-queue';

const SUFFIX = '.jsonl';

/**
 * Event-log batches a shutdown could not deliver, one JSON line per batch `{key, events}`, one file per
 * shutdown (so instances sharing a directory never overwrite each other). At start an instance claims each
 * file by renaming it (only one rename wins), reads it and deletes it; the keys make a double replay harmless.
 */
export class BeaconSpool {
  constructor(
    readonly dir: string,
    private readonly maxEvents: number,
  ) {}

  /** Writes as many whole batches as the bound allows; resolves how many events were kept. */
  async save(batches: readonly Batch[]): Promise<number> {
    let kept = 0;
    const lines: string[] = [];
    for (const b of batches) {
      if (kept + b.events.length > this.maxEvents) break;
      lines.push(JSON.stringify({ key: b.key, events: b.events }));
      kept += b.events.length;
    }
    if (lines.length === 0) return 0;
    await mkdir(this.dir, { recursive: true });
    const name = `${Date.now()}-${process.pid}-${randomBytes(4).toString('hex')}`;
    const tmp = join(this.dir, `${name}.tmp`);
    await writeFile(tmp, `${lines.join('\n')}\n`, { mode: 0o600 });
    await rename(tmp, join(this.dir, `${name}${SUFFIX}`));
    return kept;
  }

  /** Takes every spooled batch (oldest file first); unreadable lines are skipped and counted. */
  async claim(): Promise<{ batches: Batch[]; skipped: number }> {
    let names: string[];
    try {
      names = (await readdir(this.dir)).filter((n) => n.endsWith(SUFFIX)).sort();
    } catch {
      return { batches: [], skipped: 0 };
    }
    const batches: Batch[] = [];
    let skipped = 0;
    for (const name of names) {
      const claimed = join(this.dir, `${name}.claimed-${randomBytes(4).toString('hex')}`);
      try {
        await rename(join(this.dir, name), claimed);
      } catch {
        continue; // another instance took it
      }
      const text = await readFile(claimed, 'utf8');
      for (const line of text.split('\n')) {
        if (line === '') continue;
        try {
          const b = JSON.parse(line) as Batch;
          if (typeof b.key === 'string' && Array.isArray(b.events))
            batches.push({ key: b.key, events: b.events });
          else skipped++;
        } catch {
          skipped++;
        }
      }
      await unlink(claimed);
    }
    return { batches, skipped };
  }
}
