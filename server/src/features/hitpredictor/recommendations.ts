import type { HitCheck, HitFactor, HitModelState } from '@common/hitpredictor';

/** Advice written from the factors that lost points, the failed checks and the model's state. */
export function recommendationsFor(factors: HitFactor[], checks: HitCheck[], model: HitModelState): string[] {
  const out: string[] = [];
  for (const f of factors) {
    if (f.maxPoints === 0 || f.points >= f.maxPoints) continue;
    switch (f.id) {
      case 'duration':
        out.push(
          `At ${f.value}, consider an edit between 2:15 and 3:45: that is where most current hits sit.`,
        );
        break;
      case 'timeToFullLevel':
        out.push(
          `The track reaches full level after ${f.value}: bring the hook or the full arrangement in within 5 s.`,
        );
        break;
      case 'tempo':
        out.push(
          `${f.value} is outside the genre's usual range: check the genre tag, or whether a half- or double-time feel would fit.`,
        );
        break;
      case 'danceability':
        out.push(
          `Danceability is at the ${f.value} of its genre here: a steadier, more regular groove would raise it.`,
        );
        break;
      case 'energy':
        out.push(
          `Rhythmic activity is at the ${f.value} of its genre here: more percussive events (hats, ghost notes) would raise it.`,
        );
        break;
    }
  }
  for (const c of checks) {
    if (c.passed) continue;
    out.push(
      c.id === 'truePeak'
        ? `True peak is ${c.value}: lower the limiter's ceiling to -1 dBTP before release.`
        : `Integrated loudness is ${c.value}: master to between -16 and -6 LUFS.`,
    );
  }
  if (model.status !== 'fitted') {
    out.push(
      'Publish and share the track: its plays, likes and purchases are what the platform’s own model learns from.',
    );
  }
  if (out.length === 0) out.push('Every measured factor is at full marks: the rest is up to listeners.');
  return out;
}
