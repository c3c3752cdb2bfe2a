/** Types of journeyQueue.mjs, for its tests. */
export type Durations = Record<string, number>;

export function journeyFiles(): string[];
export function knownDurations(): Durations;
export function journeyOrder(durations: Durations, files?: string[]): string[];
export function expectedSeconds(files: string[], durations: Durations, unknown?: number): number;
export function recordDurations(results: { file: string; ok: boolean; seconds: number }[]): void;
