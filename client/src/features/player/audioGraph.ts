/**
 * The Web Audio graph behind the visualizer: created once per audio element, on first play, and only
 * after the user has interacted with the page (otherwise the context would start suspended and silence
 * the element routed through it).
 */
interface Graph {
  context: AudioContext;
  analyser: AnalyserNode;
}

const graphs = new WeakMap<HTMLMediaElement, Graph | null>();

/** The analyser reading `audio`, created on first call; null where Web Audio is unavailable. */
export function analyserFor(audio: HTMLMediaElement): AnalyserNode | null {
  const existing = graphs.get(audio);
  if (existing !== undefined) {
    if (existing?.context.state === 'suspended') void existing.context.resume();
    return existing?.analyser ?? null;
  }
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
    .userActivation;
  if (activation && !activation.hasBeenActive) return null;
  if (typeof AudioContext === 'undefined') {
    graphs.set(audio, null);
    return null;
  }
  try {
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    analyser.smoothingTimeConstant = 0.78;
    context.createMediaElementSource(audio).connect(analyser);
    analyser.connect(context.destination);
    if (context.state === 'suspended') void context.resume();
    graphs.set(audio, { context, analyser });
    return analyser;
  } catch (error) {
    console.warn('Visualizer unavailable:', error);
    graphs.set(audio, null);
    return null;
  }
}
