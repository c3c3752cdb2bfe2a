import { createRequire } from 'node:module';

/** One sample of a parsed metric family (an unlabelled histogram's has buckets, count and sum instead). */
export interface ParsedSample {
  value?: string;
  labels?: Record<string, string>;
  buckets?: Record<string, string>;
  count?: string;
  sum?: string;
}

/** A metric family as parse-prometheus-text-format gives it (prom2json's shape). */
export interface MetricFamily {
  name: string;
  help: string;
  type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
  metrics: ParsedSample[];
}

// The parser ships without types: typed once here.
const parse = createRequire(import.meta.url)('parse-prometheus-text-format') as (
  text: string,
) => MetricFamily[];

/** One sample line: `name{label="value",...} value`. */
interface SampleLine {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/g;

function sampleLines(text: string): SampleLine[] {
  const samples: SampleLine[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`Not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) {
      labels[key!] = value!.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/**
 * A scrape read by parse-prometheus-text-format (families, their types and help; it throws on text it cannot
 * read). That parser folds the samples of a labelled histogram into one, so a histogram's counts are read from its
 * `_count` sample lines instead.
 */
export class Scrape {
  readonly families: Map<string, MetricFamily>;
  private readonly samples: SampleLine[];

  constructor(readonly text: string) {
    this.families = new Map(parse(text).map((family) => [family.name, family]));
    this.samples = sampleLines(text);
  }

  /** The family's type, or undefined when the scrape has no such family. */
  type(name: string): MetricFamily['type'] | undefined {
    return this.families.get(name)?.type;
  }

  /** Every label set of a family's samples (a histogram's from its `_count` lines). */
  labelSets(name: string): Record<string, string>[] {
    const sampleName = this.type(name) === 'HISTOGRAM' ? `${name}_count` : name;
    return this.samples.filter((s) => s.name === sampleName).map((s) => s.labels);
  }

  /**
   * The sum of a counter's or gauge's samples whose labels include `labels` (a histogram: of its observation
   * counts); 0 when there is none.
   */
  value(name: string, labels: Record<string, string> = {}): number {
    const family = this.families.get(name);
    if (!family) return 0;
    const matches = (sampleLabels: Record<string, string> | undefined) =>
      Object.entries(labels).every(([key, value]) => sampleLabels?.[key] === value);
    if (family.type === 'HISTOGRAM') {
      return this.samples
        .filter((s) => s.name === `${name}_count` && matches(s.labels))
        .reduce((sum, s) => sum + s.value, 0);
    }
    return family.metrics.filter((m) => matches(m.labels)).reduce((sum, m) => sum + Number(m.value), 0);
  }
}
