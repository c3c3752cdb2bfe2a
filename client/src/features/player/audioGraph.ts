/**
 * The Web Audio analyser behind the visualizers: created once per audio element, on first call, and only after
 * the user has interacted with the page (before that the context would start suspended and read silence).
 *
 * The analyser listens to a copy of the element's output (`captureStream()`); the element keeps playing through
 * its own audio renderer. Routing the element itself into the graph (`createMediaElementSource`) would make its
 * `currentTime` count what the graph consumed, not what is heard (the context's output latency, about 40 ms in
 * Chromium, comes after it), so a listening room would play that page late. Decision 0032.
 */
interface Graph {
  context: AudioContext;
  analyser: AnalyserNode;
}

type Capturable = HTMLMediaElement & { captureStream?: () => MediaStream };

const graphs = new WeakMap<HTMLMediaElement, Graph | null>();

/**
 * A live copy of the element's output, or null where the browser has no `captureStream()` (Safari; Firefox's
 * prefixed one silences the element, so it is not used): the visualizer then shows its made-up motion.
 */
function captureOf(audio: HTMLMediaElement): MediaStream | null {
  const element = audio as Capturable;
  try {
    if (typeof element.captureStream === 'function') return element.captureStream();
  } catch (error) {
    console.warn('Visualizer cannot read the audio:', error);
  }
  return null;
}

/**
 * Feeds the stream's current audio track to `analyser`, again whenever the element's source changes (a new
 * source brings a new track).
 */
function follow(stream: MediaStream, context: AudioContext, analyser: AnalyserNode): void {
  let source: MediaStreamAudioSourceNode | null = null;
  const connect = () => {
    if (stream.getAudioTracks().length === 0) return;
    source?.disconnect();
    source = context.createMediaStreamSource(stream);
    source.connect(analyser);
  };
  stream.addEventListener('addtrack', connect);
  connect();
}

/** The analyser reading `audio`, created on first call; null where Web Audio or capture is unavailable. */
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
  const stream = captureOf(audio);
  if (!stream) {
    graphs.set(audio, null);
    return null;
  }
  try {
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    analyser.smoothingTimeConstant = 0.78;
    // Not connected to the destination: the element is already heard; the analyser only reads the copy.
    follow(stream, context, analyser);
    if (context.state === 'suspended') void context.resume();
    graphs.set(audio, { context, analyser });
    return analyser;
  } catch (error) {
    console.warn('Visualizer unavailable:', error);
    graphs.set(audio, null);
    return null;
  }
}
