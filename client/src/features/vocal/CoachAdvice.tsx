import { coachAdvice, type VocalAnalysis } from '@common/vocal';
import { Mic } from 'lucide-react';

/** The Vocal Performance Coach's advice, written from the take's figures. */
export function CoachAdvice({ analysis }: { analysis: VocalAnalysis }) {
  const advice = coachAdvice(analysis);
  return (
    <section
      aria-labelledby="coach-advice"
      className="space-y-3 rounded-2xl border border-primary/30 bg-primary/5 p-4"
    >
      <h3 id="coach-advice" className="flex items-center gap-2 font-bold">
        <Mic className="size-4 text-primary-text" aria-hidden />
        Your vocal coach says
      </h3>
      <ul className="list-disc space-y-2 pl-5 text-sm leading-relaxed">
        {advice.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
