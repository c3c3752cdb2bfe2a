/**
 * Small English helpers for generated sentences: the indefinite article by sound, and tidy spacing and
 * punctuation.
 */

/** Words starting with a vowel letter that sound like a consonant ('a unique', 'a one-off', 'a European'). */
const CONSONANT_SOUND = /^(uni([^nmd]|$)|unan|use|usu|uti|ura|ure|uro|eu|ewe|one([^r]|$)|once|ouija)/;
/** Words starting with a silent h ('an hour', 'an honest'). */
const SILENT_H = /^(hour|honest|honou?r|heir)/;
/** Letters whose name starts with a vowel sound, for abbreviations read letter by letter ('an MC', 'an R&B'). */
const VOWEL_SOUND_LETTERS = 'aefhilmnorsx';
/** Numbers read with a leading vowel sound: 8, 11, 18, 80s, 800... */
const VOWEL_SOUND_NUMBER = /^(8|11(\D|$)|18(\D|$)|11\d\d\d(\D|$)|18\d\d\d(\D|$))/;

/** Whether a word is an abbreviation spoken letter by letter (two or more capitals, or with '&'). */
function isSpelledOut(word: string): boolean {
  return /^[A-Z][A-Z&]+$/.test(word) || /^[A-Za-z]&[A-Za-z]$/.test(word);
}

/** 'a' or 'an' for the word that follows, chosen by how it sounds. */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word = phrase.trim().split(/[\s,.;:!?'"()-]+/)[0] ?? '';
  if (!word) return 'a';
  if (/^\d/.test(word)) return VOWEL_SOUND_NUMBER.test(word) ? 'an' : 'a';
  if (isSpelledOut(word)) return VOWEL_SOUND_LETTERS.includes(word[0]!.toLowerCase()) ? 'an' : 'a';
  const lower = word.toLowerCase();
  if (SILENT_H.test(lower)) return 'an';
  if (!/^[aeiou]/.test(lower)) return 'a';
  return CONSONANT_SOUND.test(lower) ? 'a' : 'an';
}

/** The phrase with its indefinite article: 'an energetic', 'a vibrant', 'an ocean'. */
export function withArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}

/**
 * Text tidied for a sentence: runs of whitespace become one space, no space before punctuation, and a
 * repeated mark ('..', ',,', '. .') becomes one.
 */
export function tidySentence(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,.;:!?])(?:\s*[,.;:])+/g, '$1')
    .trim();
}

/** A sentence: tidied, its first letter a capital, ending with a full stop (unless it ends with ! or ?). */
export function asSentence(text: string): string {
  const tidy = tidySentence(text).replace(/[,;:]+$/, '');
  if (!tidy) return '';
  const capital = tidy.charAt(0).toUpperCase() + tidy.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
