import { drawMotif } from '../motifs';
import { css } from '../palette';
import type { Scene } from '../scene';
import { setType } from '../type';
import { accentCss, glow, grain, verticalGround, vignette } from '../effects';

/** Where the light comes from: the moon or sun the instructions named, else a low sun behind the horizon. */
function lightSource(s: Scene): { x: number; y: number; named: boolean } {
  const body = s.plan.find((item) => item.kind === 'sun' || item.kind === 'moon');
  if (body) return { x: body.box.x + body.box.w / 2, y: body.box.y + body.box.h / 2, named: true };
  return {
    x: s.rng.range(s.size * 0.25, s.size * 0.75),
    y: s.composition.horizon - s.size * 0.02,
    named: false,
  };
}

/**
 * Cinematic (part 2's 'photorealistic', which a vector renderer cannot honestly paint): a film still at golden
 * hour or by moonlight. A graded sky, the light behind the scene with its haze, god rays and a horizontal lens
 * flare; far things pale in the haze and softly out of focus; near subjects as backlit silhouettes with a rim of
 * light; wet ground catching the light; letterbox bars, vignette and film grain; light sans type.
 */
export function paintCinematic(s: Scene): void {
  const { g, size, rng, palette } = s;
  const horizon = s.composition.horizon;
  verticalGround(s, [
    css(palette.deep, 1, -0.02),
    css(palette.ground, 1, 0.02),
    accentCss(s, 1, 1, 0.08),
    accentCss(s, 0, 1, 0.22),
  ]);
  const light = lightSource(s);
  glow(s, light.x, light.y, size * 0.65, css(palette.light, 0.35));
  glow(s, light.x, light.y, size * 0.28, css(palette.light, 0.4));
  glow(s, light.x, horizon, size * 0.5, accentCss(s, 0, 0.4, 0.25));
  // God rays: long soft wedges fanning out from the light, each a wide faint one round a narrower brighter one.
  g.save();
  g.globalCompositeOperation = 'screen';
  const rays = 7 + Math.round(s.energy * 5);
  for (let i = 0; i < rays; i += 1) {
    const a = rng.range(0, Math.PI * 2);
    const spread = rng.range(0.03, 0.08);
    const reach = size * rng.range(0.7, 1.3);
    const ray = g.createRadialGradient(light.x, light.y, 0, light.x, light.y, reach);
    ray.addColorStop(0, css(palette.light, 0.16));
    ray.addColorStop(1, 'rgba(0,0,0,0)');
    g.fillStyle = ray;
    for (const width of [spread * 1.8, spread]) {
      g.beginPath();
      g.moveTo(light.x, light.y);
      g.lineTo(light.x + Math.cos(a - width) * reach, light.y + Math.sin(a - width) * reach);
      g.lineTo(light.x + Math.cos(a + width) * reach, light.y + Math.sin(a + width) * reach);
      g.closePath();
      g.fill();
    }
  }
  g.restore();
  // The sky, then the far distance, pale in the haze that lies along the horizon.
  drawMotif(
    s,
    { fill: css(palette.deep, 0.9), detail: css(palette.deep, 0.85, 0.08), mode: 'fill' },
    {
      layers: ['sky'],
    },
  );
  drawMotif(
    s,
    { fill: css(palette.ground, 1, 0.02), detail: css(palette.ground, 1, 0.12), mode: 'fill' },
    {
      layers: ['far'],
    },
  );
  const haze = g.createLinearGradient(0, horizon - size * 0.3, 0, horizon);
  haze.addColorStop(0, 'rgba(0,0,0,0)');
  haze.addColorStop(1, css(palette.light, 0.22));
  g.fillStyle = haze;
  g.fillRect(0, horizon - size * 0.3, size, size * 0.3);
  glow(s, light.x, horizon, size * 0.35, css(palette.light, 0.3));
  // The ground: dark, wet, with the light's reflection running towards us.
  const ground = g.createLinearGradient(0, horizon, 0, size);
  ground.addColorStop(0, css(palette.deep, 1, 0.06));
  ground.addColorStop(1, css(palette.deep, 1, -0.06));
  g.fillStyle = ground;
  g.fillRect(0, horizon, size, size - horizon);
  for (let y = horizon + 4; y < size; y += rng.range(5, 12)) {
    const t = (y - horizon) / (size - horizon);
    g.fillStyle = css(palette.light, rng.range(0.04, 0.16) * (1 - t * 0.6));
    g.fillRect(light.x - rng.range(10, 60) - t * 140, y, rng.range(30, 120) + t * 280, 2);
  }
  drawMotif(
    s,
    { fill: css(palette.deep, 0.97), detail: css(palette.deep, 0.9, 0.07), mode: 'fill' },
    {
      layers: ['ground'],
    },
  );
  // Backlit subjects: a rim of light on the side towards the light, then the silhouette over it.
  const dx = Math.sign(light.x - size / 2) * size * 0.003;
  drawMotif(
    s,
    { fill: css(palette.light, 0.85), detail: css(palette.light, 0.85), mode: 'fill' },
    { layers: ['theme', 'subject'], offset: { dx: dx || size * 0.003, dy: -size * 0.003 } },
  );
  drawMotif(
    s,
    { fill: css(palette.deep, 0.98), detail: css(palette.deep, 0.9, 0.07), mode: 'fill' },
    {
      layers: ['theme', 'subject', 'weather'],
    },
  );
  // The lens: a horizontal anamorphic streak through the light, a few out-of-focus discs.
  const flare = g.createLinearGradient(0, 0, size, 0);
  flare.addColorStop(0, 'rgba(120,180,255,0)');
  flare.addColorStop(Math.min(1, Math.max(0, light.x / size)), 'rgba(170,210,255,0.5)');
  flare.addColorStop(1, 'rgba(120,180,255,0)');
  g.fillStyle = flare;
  g.fillRect(0, light.y - size * 0.002, size, size * 0.004);
  for (let i = 0; i < 6 + s.energy * 8; i += 1) {
    const r = rng.range(10, 40);
    glow(s, rng.range(0, size), rng.range(0, horizon), r, accentCss(s, i, 0.22, 0.2));
  }
  vignette(s, 0.65);
  grain(s, 6000, 0.05);
  grain(s, 6000, 0.07, false);
  const bar = Math.round(size * 0.062);
  g.fillStyle = '#050505';
  g.fillRect(0, 0, size, bar);
  g.fillRect(0, size - bar, size, bar);
  setType(s, {
    family: 'CoverSansLight',
    artistFamily: 'CoverSans',
    size: 96,
    color: css(palette.light),
    upper: true,
    shadow: { color: 'rgba(0,0,0,0.6)', blur: 12, dy: 3 },
  });
}
