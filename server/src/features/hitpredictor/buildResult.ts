import type { HitResult } from '@common/hitpredictor';
import type { Db } from '../../db/connection';
import { MIN_GENRE_TRACKS } from './conventions';
import { commercialViability, viralPotential } from './market';
import {
  comparablePool,
  fitScaler,
  nearestTracks,
  presentComparable,
  vectorOf,
  voteGenre,
} from './neighbours';
import { platformModel } from './outcomes';
import { recommendationsFor } from './recommendations';
import { scoreStageA, type GenrePeers } from './stageA';
import { similarTrackRate } from './stageB';
import type { CatalogueTrack, HitSubject } from './subject';
import { vocalAnalysis } from './vocal';

export interface ResultInput {
  subject: HitSubject;
  /** How the subject's genre was decided before the vote: the track's own, chosen with the upload, or none. */
  genreSource: 'track' | 'chosen' | 'none';
  tags: string[];
  /** The catalogue track analysed (for early listening), or null for an upload. */
  track: { id: number; userId: number | null; publishedAt: string | null } | null;
  /** Lowered only by tests. */
  minModelTracks?: number;
  now?: number;
}

function peersFor(subject: HitSubject, catalogue: CatalogueTrack[], genre: string | null): GenrePeers {
  const others = catalogue.filter((t) => t.trackId !== subject.trackId);
  const same = genre ? others.filter((t) => t.genre === genre) : [];
  const pool = same.length >= MIN_GENRE_TRACKS ? same : others;
  return {
    genre: same.length >= MIN_GENRE_TRACKS ? genre : null,
    danceability: pool.map((t) => t.danceability),
    onsetRate: pool.map((t) => t.hit.onsetRate),
  };
}

/** Builds the whole hit analysis result of one subject against the measured catalogue. */
export async function buildResult(
  db: Db,
  catalogue: CatalogueTrack[],
  input: ResultInput,
  onStage: (progress: number, stage: string) => Promise<void>,
): Promise<HitResult> {
  const near20 = nearestTracks(input.subject, catalogue, 20);
  const near10 = near20.slice(0, 10);
  const vote = voteGenre(input.subject, near10);
  const genreSource = input.subject.genre ? input.genreSource : vote.genre ? 'neighbours' : 'none';
  const subject = { ...input.subject, genre: input.subject.genre ?? vote.genre };
  const stageA = scoreStageA(subject, peersFor(subject, catalogue, subject.genre));

  await onStage(80, 'Testing the platform’s model');
  const stageB = await platformModel(db, catalogue, input.minModelTracks);
  const rate = similarTrackRate(stageB, vectorOf(subject, fitScaler(catalogue)));

  await onStage(90, 'Reading early listening and sales');
  const viral = await viralPotential(db, input.track, input.now);
  const commercial = await commercialViability(db, near20, comparablePool(input.subject, catalogue).length);

  return {
    hitProbability: rate ? rate.percent : null,
    hitProbabilityInterval: rate ? rate.interval : null,
    hitProbabilityNote: rate
      ? `${rate.percent}% of the ${rate.similar} most similar tracks broke out here (95% interval ${rate.interval[0]}–${rate.interval[1]}%), against a base rate of ${Math.round((stageB.state.baseRate ?? 0) * 100)}%.`
      : stageB.state.reason,
    marketPrediction: {
      chartPotential: stageA.chartPotential,
      viralPotential: viral.value,
      viralNote: viral.note,
      commercialViability: commercial.value,
      commercialNote: commercial.note,
    },
    factors: stageA.factors,
    checklist: stageA.checklist,
    model: stageB.state,
    vocalAnalysis: vocalAnalysis(subject, input.tags),
    genreClassification: vote,
    recommendations: recommendationsFor(stageA.factors, stageA.checklist, stageB.state),
    comparableHits: near10.map((n) => presentComparable(subject, n)),
    measures: {
      duration: subject.duration,
      bpm: subject.bpm,
      key: subject.key,
      loudness: subject.loudness,
      truePeak: subject.hit.truePeak,
      loudnessRange: subject.hit.loudnessRange,
      timeToFullLevel: subject.hit.timeToFullLevel,
      energy: subject.energy,
      danceability: subject.danceability,
      onsetRate: subject.hit.onsetRate,
      spectralCentroid: subject.hit.spectralCentroid,
      genre: subject.genre,
      genreSource,
    },
  };
}
