import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { logicalRuns, type TextRun, visualRuns } from './certificateText';

/** Each run as [text, font file, bidirectional level]. */
const shown = (runs: TextRun[]) => runs.map((run) => [run.text, path.basename(run.font.path), run.level]);

describe('certificate text runs', () => {
  it('sets each character in the first font that draws it: Noto Serif, then Amiri, then Noto Serif SC', () => {
    const runs = shown(logicalRuns('Zoë 周杰伦 أم كلثوم', 'bold'));
    expect(runs[0]).toEqual(['Zoë ', 'NotoSerif-Bold.woff', 0]);
    // The Chinese characters come from the Noto Serif SC files that hold them, each file one run.
    expect(
      runs
        .slice(1, -1)
        .map(([text]) => text)
        .join(''),
    ).toBe('周杰伦 ');
    expect(
      runs.slice(1, -1).every(([, file]) => /^noto-serif-sc-\d+-700-normal\.woff$/.test(String(file))),
    ).toBe(true);
    expect(runs.at(-1)).toEqual(['أم كلثوم', 'amiri-arabic-700-normal.woff', 1]);
  });

  it('keeps every European name in one run of Noto Serif, accents typed apart joined to their letters', () => {
    for (const name of ['Zażółć Gęślą', 'Çağrı Işıkoğlu', 'Μίκης Θεοδωράκης', 'Дмитрий Шостакович']) {
      expect(shown(visualRuns(name, 'regular'))).toEqual([[name, 'NotoSerif-Regular.woff', 0]]);
    }
    expect(shown(visualRuns('Dvor\u030ca\u0301k', 'italic'))).toEqual([
      ['Dvořák', 'NotoSerif-Italic.woff', 0],
    ]);
  });

  it('orders a mixed line as the Unicode bidirectional algorithm does, brackets mirrored', () => {
    expect(shown(visualRuns('Amr Diab عمرو دياب', 'bold'))).toEqual([
      ['Amr Diab ', 'NotoSerif-Bold.woff', 0],
      ['عمرو دياب', 'amiri-arabic-700-normal.woff', 1],
    ]);
    // A right-to-left name with a Latin part and a year reads '2024 (DJ Amr) عمرو دياب' from the left.
    expect(shown(visualRuns('عمرو دياب (DJ Amr) 2024', 'bold'))).toEqual([
      ['2024', 'NotoSerif-Bold.woff', 2],
      [' (', 'NotoSerif-Bold.woff', 1],
      ['DJ Amr', 'NotoSerif-Bold.woff', 2],
      [')', 'NotoSerif-Bold.woff', 1],
      ['عمرو دياب ', 'amiri-arabic-700-normal.woff', 1],
    ]);
  });
});
