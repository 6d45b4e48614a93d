// Hot-path metrics: prom-client hashes a child's labels on every observe/inc (about 1–2 µs each, the biggest
// part of a cache hit's own work). These keep one plain record per label set, found once when the caller takes
// its child, and render in prom-client's shape at scrape time (registered with `registry.registerMetric`).

type Labels = Record<string, string>;

interface Value {
  labels: Labels;
  value: number;
  metricName?: string;
}

interface Rendered {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  values: Value[];
  aggregator: 'sum';
}

const keyOf = (labels: Labels) => JSON.stringify(labels);

export class FastCounter {
  readonly type = 'counter' as const;
  readonly aggregator = 'sum' as const;
  private readonly series = new Map<string, { labels: Labels; value: number }>();

  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  /** The counter of one label set; `inc` is a plain addition. */
  child(labels: Labels): { inc(by?: number): void } {
    const key = keyOf(labels);
    let s = this.series.get(key);
    if (s === undefined) {
      s = { labels, value: 0 };
      this.series.set(key, s);
    }
    const record = s;
    return {
      inc(by = 1) {
        record.value += by;
      },
    };
  }

  get(): Rendered {
    const values = [...this.series.values()].map((s) => ({ labels: s.labels, value: s.value }));
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    for (const s of this.series.values()) s.value = 0;
  }
}

export class FastHistogram {
  readonly type = 'histogram' as const;
  readonly aggregator = 'sum' as const;
  private readonly series = new Map<
    string,
    { labels: Labels; counts: number[]; sum: number; count: number }
  >();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly buckets: readonly number[],
  ) {}

  /** The histogram of one label set; `observe` finds the bucket and adds, nothing else. */
  child(labels: Labels): (value: number) => void {
    const key = keyOf(labels);
    let s = this.series.get(key);
    if (s === undefined) {
      s = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, s);
    }
    const record = s;
    const bounds = this.buckets;
    return (value) => {
      record.sum += value;
      record.count += 1;
      for (let i = 0; i < bounds.length; i++) {
        if (value <= (bounds[i] as number)) {
          (record.counts[i] as number)++;
          return;
        }
      }
    };
  }

  get(): Rendered {
    const values: Value[] = [];
    for (const s of this.series.values()) {
      let acc = 0;
      this.buckets.forEach((le, i) => {
        acc += s.counts[i] as number;
        values.push({
          labels: { ...s.labels, le: String(le) },
          value: acc,
          metricName: `${this.name}_bucket`,
        });
      });
      values.push({ labels: { ...s.labels, le: '+Inf' }, value: s.count, metricName: `${this.name}_bucket` });
      values.push({ labels: s.labels, value: s.sum, metricName: `${this.name}_sum` });
      values.push({ labels: s.labels, value: s.count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    for (const s of this.series.values()) {
      s.counts.fill(0);
      s.sum = 0;
      s.count = 0;
    }
  }
}
