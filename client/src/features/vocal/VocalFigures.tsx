import { VOCAL, type VocalAnalysis } from '@common/vocal';
import type { ReactNode } from 'react';

function Figure({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="rounded-xl border border-white/10 bg-black/20 p-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 text-lg font-bold">{value}</dd>
      {detail ? <dd className="text-xs text-muted">{detail}</dd> : null}
    </div>
  );
}

const NOT_ENOUGH = 'Not enough held notes';
const seconds = (value: number) => `${value.toFixed(1)} s`;
const cents = (value: number) => {
  const whole = Math.round(Math.abs(value));
  return `${whole} ${whole === 1 ? 'cent' : 'cents'}`;
};

/** The take's figures; where the take gave too little to measure, the card says so. */
export function VocalFigures({ analysis }: { analysis: VocalAnalysis }) {
  const { key, accuracy, range, vibrato, phrases } = analysis;
  return (
    <section aria-label="Figures of the take">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label="Key"
          value={key ? key.name : 'No clear key'}
          detail={key ? `Match ${Math.round(key.confidence * 100)}%` : 'Measured against every semitone'}
        />
        <Figure
          label={`Within ${VOCAL.inTuneCents} cents`}
          value={accuracy ? `${Math.round(accuracy.withinShare * 100)}%` : NOT_ENOUGH}
          detail={accuracy ? `of ${seconds(accuracy.heldSeconds)} of held notes` : undefined}
        />
        <Figure
          label="Average deviation"
          value={accuracy ? cents(accuracy.meanCents) : NOT_ENOUGH}
          detail={
            accuracy
              ? accuracy.meanSignedCents >= 0
                ? `${cents(accuracy.meanSignedCents)} sharp on balance`
                : `${cents(accuracy.meanSignedCents)} flat on balance`
              : undefined
          }
        />
        <Figure
          label="Range"
          value={range ? `${range.lowest.name} – ${range.highest.name}` : 'No sustained notes'}
          detail={range ? `${range.highest.midi - range.lowest.midi} semitones` : undefined}
        />
        <Figure
          label="Vibrato"
          value={vibrato ? `${vibrato.rateHz.toFixed(1)} Hz` : 'None found'}
          detail={
            vibrato
              ? `±${Math.round(vibrato.extentCents)} cents on ${Math.round(vibrato.share * 100)}% of long notes`
              : 'On notes of 0.6 s or longer'
          }
        />
        <Figure
          label="Phrases"
          value={phrases.count ? `${phrases.count}` : 'None'}
          detail={
            phrases.count
              ? `Average ${seconds(phrases.meanSeconds)}, longest ${seconds(phrases.longestSeconds)}`
              : undefined
          }
        />
        <Figure
          label="Breaths"
          value={phrases.meanBreathSeconds === null ? 'None' : seconds(phrases.meanBreathSeconds)}
          detail={
            phrases.breathCount ? `Average of ${phrases.breathCount} pauses` : 'No pauses between phrases'
          }
        />
        <Figure
          label="Voice heard"
          value={seconds(analysis.voicedSeconds)}
          detail={`of ${seconds(analysis.durationSeconds)}`}
        />
      </dl>
    </section>
  );
}
