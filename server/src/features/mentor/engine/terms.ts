/** Words too common to tell passages apart. */
const STOP_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both
  but by can could did do does doing down during each few for from further had has have having he her here hers
  herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on
  once only or other our ours ourselves out over own same she should so some such than that the their theirs them
  themselves then there these they this those through to too under until up very was we were what when where which
  while who whom why will with would you your yours yourself yourselves get got want wanna gonna im ive dont
  tell please thanks thank give make way good best better really much many also need use using know`.split(
    /\s+/,
  ),
);

/** A light suffix stemmer: 'royalties' and 'royalty', 'mixing' and 'mixes' and 'mix' meet. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if ((w.length > 5 && w.endsWith('ing')) || (w.length > 4 && w.endsWith('ed'))) {
    w = w.slice(0, w.endsWith('ing') ? -3 : -2);
    // 'running' -> 'run', 'planned' -> 'plan' (but 'falling' keeps 'fall', 'missed' keeps 'miss').
    if (/([^aeioulsz])\1$/.test(w)) w = w.slice(0, -1);
  }
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** MiniSearch's term processing, for indexing and for queries alike: lower case, no stop words, stemmed. */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/['’]/g, '');
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  return stem(word);
}

/** The words of a message that carry meaning (used to tell greetings from questions). */
export function meaningfulTerms(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}'’]+/u)
    .map((t) => processTerm(t))
    .filter((t): t is string => t !== null);
}
