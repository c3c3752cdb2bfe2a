import type { CoverArtStyle } from '@common/coverart';
import type { Scene } from '../scene';
import { paint3dRender } from './render3d';
import { paintAbstract } from './abstract';
import { paintCyberpunk } from './cyberpunk';
import { paintGeometric } from './geometric';
import { paintGraffiti } from './graffiti';
import { paintMinimalist } from './minimalist';
import { paintModernDigital } from './modernDigital';
import { paintOilPainting } from './oilPainting';
import { paintCinematic } from './cinematic';
import { paintRetro } from './retro';
import { paintSurreal } from './surreal';
import { paintVintage } from './vintage';

/** One painting algorithm per art style. */
export const PAINTERS: Record<CoverArtStyle, (scene: Scene) => void> = {
  'modern digital art': paintModernDigital,
  cinematic: paintCinematic,
  abstract: paintAbstract,
  minimalist: paintMinimalist,
  vintage: paintVintage,
  graffiti: paintGraffiti,
  'oil painting': paintOilPainting,
  '3d render': paint3dRender,
  cyberpunk: paintCyberpunk,
  retro: paintRetro,
  surreal: paintSurreal,
  geometric: paintGeometric,
};
