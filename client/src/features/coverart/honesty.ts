import { COVER_ART_MESSAGES, type CoverArtRenderer, type CoverArtUnderstood } from '@common/coverart';

/** Who drew an image, as the page says it: the built-in renderer, or the image service. */
export function drawnBy(renderer: CoverArtRenderer): string {
  return renderer === 'built-in' ? 'drawn by the built-in renderer' : 'drawn by the image service';
}

/** The success toast's text: part 2's 'AI-generated' only when the image service (an AI model) drew it. */
export function generatedBody(renderer: CoverArtRenderer): string {
  return renderer === 'built-in' ? COVER_ART_MESSAGES.generatedBodyBuiltIn : COVER_ART_MESSAGES.generatedBody;
}

/** The variations toast's text: the built-in renderer named when it drew any of them. */
export function variationsBody(count: number, renderers: readonly CoverArtRenderer[]): string {
  return renderers.some((r) => r === 'built-in')
    ? COVER_ART_MESSAGES.variationsBodyBuiltIn(count)
    : COVER_ART_MESSAGES.variationsBody(count);
}

/** An image's alternative text: what it is, for which track, and who drew it. */
export function coverAlt(title: string, renderer: CoverArtRenderer, variation?: number): string {
  const what = variation === undefined ? 'Cover art' : `Variation ${variation} of the cover art`;
  return `${what} for ${title}, ${drawnBy(renderer)}`;
}

/**
 * What the built-in renderer made of the instructions, in a sentence: "Drew: neon moon, highway, rain. Not
 * drawn: 'saxophone'." Null when nothing was typed.
 */
export function understoodText(understood: CoverArtUnderstood | undefined): string | null {
  if (!understood || (understood.drawn.length === 0 && understood.notDrawn.length === 0)) return null;
  const parts = [
    understood.drawn.length > 0
      ? `Drew: ${understood.drawn.join(', ')}.`
      : 'Drew nothing from the additional instructions.',
  ];
  if (understood.notDrawn.length > 0) {
    parts.push(`Not drawn: ${understood.notDrawn.map((word) => `'${word}'`).join(', ')}.`);
  }
  return parts.join(' ');
}
