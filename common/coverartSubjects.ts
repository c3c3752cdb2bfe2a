/**
 * What the built-in cover renderer can draw from the additional instructions (decision 0046): a vocabulary of
 * subjects, the words that name each (plurals and simple synonyms included) and the adjectives that change how
 * one is drawn. `readInstructions` turns the typed text into subjects, and says which words it could not use.
 */
import {
  BREAKS,
  type CoverArtSubject,
  type Entry,
  lookUp,
  MAX_COUNT,
  type Modifier,
  MODIFIERS,
  PLURAL_COUNT,
  QUIET,
} from './coverartVocabulary';

export {
  COVER_ART_SUBJECTS,
  type CoverArtSubject,
  type CoverArtSubjectKind,
  type SubjectTint,
} from './coverartVocabulary';

/** What was understood: the subjects, the labels drawn, and the words not drawn (as typed). */
export interface ReadInstructions {
  subjects: CoverArtSubject[];
  drawn: string[];
  notDrawn: string[];
}

interface Token {
  text: string;
  word: string;
  /** Punctuation follows the token. */
  stop: boolean;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /([A-Za-z\u00C0-\u024F0-9]+(?:['\u2019][A-Za-z]+)?)|([,.;:!?()/])/g;
  for (const match of text.matchAll(pattern)) {
    if (match[2]) {
      const last = tokens[tokens.length - 1];
      if (last) last.stop = true;
      continue;
    }
    const raw = match[1]!;
    tokens.push({ text: raw, word: raw.toLowerCase().replace(/['\u2019]s$/, ''), stop: false });
  }
  return tokens;
}

function applyModifier(subject: CoverArtSubject, modifier: Modifier): void {
  if ('neon' in modifier) subject.neon = true;
  else if ('count' in modifier) subject.count = modifier.count;
  else if ('size' in modifier) subject.size = modifier.size;
  else if ('tint' in modifier) subject.tint = modifier.tint;
  else if (modifier.variant === 'low') {
    if (subject.kind === 'sun' || subject.kind === 'moon') subject.variant = 'low';
  } else if (subject.kind === 'moon') subject.variant = modifier.variant;
}

const modifierOf = (word: string): Modifier | null =>
  MODIFIERS.get(word) ?? (/^\d+$/.test(word) ? { count: Number(word) } : null);

/** Reads the instructions token by token (see `readInstructions`). */
class Reader {
  readonly subjects: CoverArtSubject[] = [];
  readonly notDrawn: string[] = [];
  /** Words not understood, waiting to be reported together as typed. */
  private unknown: string[] = [];
  /** Adjectives (and a kept 'of') waiting for their noun. */
  private pending: { token: Token; modifier: Modifier | null }[] = [];
  /** The subject named by the previous word, if it was a noun. */
  private previous: CoverArtSubject | null = null;

  flushUnknown(): void {
    if (this.unknown.length > 0) this.notDrawn.push(this.unknown.join(' '));
    this.unknown = [];
  }

  /** Adjectives with no noun after them: 'neon' alone is neon light; any other is a word not drawn. */
  flushPending(): void {
    for (const { token, modifier } of this.pending) {
      if (modifier && 'neon' in modifier && token.word === 'neon') {
        this.pending = [];
        this.add({ kind: 'neon light' }, [token], false);
      } else if (modifier) this.notDrawn.push(token.text);
    }
    this.pending = [];
  }

  /** Punctuation: what waits is reported, and the next word starts afresh. */
  endPhrase(): void {
    this.flushUnknown();
    this.flushPending();
    this.previous = null;
  }

  hold(token: Token, modifier: Modifier | null): void {
    this.flushUnknown();
    this.pending.push({ token, modifier });
    this.previous = null;
  }

  /** A word not understood: any adjectives before it belong to it ('electric guitar'). */
  miss(token: Token): void {
    this.unknown.push(...this.pending.map((p) => p.token.text), token.text);
    this.pending = [];
    this.previous = null;
  }

  quiet(token: Token): void {
    this.flushUnknown();
    const keepsCount = token.word === 'of' && this.pending.some((p) => p.modifier && 'count' in p.modifier);
    if (keepsCount) this.pending.push({ token, modifier: null });
    else if (BREAKS.has(token.word)) this.flushPending();
    this.previous = null;
  }

  add(entry: Entry, words: Token[], plural: boolean): void {
    this.flushUnknown();
    const kind = entry.kind;
    // 'city lights': the lights of the subject just named, not a separate neon sign.
    if (kind === 'neon light' && this.previous && this.pending.length === 0) {
      this.previous.neon = true;
      this.previous.label += ` ${words.map((w) => w.text.toLowerCase()).join(' ')}`;
      this.previous = null;
      return;
    }
    const existing = this.subjects.find((s) => s.kind === kind);
    const subject: CoverArtSubject = existing ?? { kind, label: '', count: 1, neon: false, size: 'normal' };
    if (entry.variant) subject.variant = entry.variant;
    if (entry.many) subject.count = entry.many;
    else if (plural) subject.count = Math.max(subject.count, PLURAL_COUNT[kind] ?? 1);
    for (const { modifier } of this.pending) if (modifier) applyModifier(subject, modifier);
    subject.count = Math.max(1, Math.min(subject.count, MAX_COUNT[kind] ?? 1));
    const label = [...this.pending.map((p) => p.token.text), ...words.map((w) => w.text)]
      .join(' ')
      .toLowerCase();
    subject.label = existing ? `${existing.label}, ${label}` : label;
    this.pending = [];
    if (!existing) this.subjects.push(subject);
    this.previous = subject;
    if (entry.also && !this.subjects.some((s) => s.kind === entry.also)) {
      this.subjects.push({ kind: entry.also, label, count: 1, neon: false, size: 'normal' });
    }
  }
}

/**
 * Reads the additional instructions: the subjects named (with their adjectives, counts and plurals), in the
 * order typed, one per kind; the labels of what will be drawn; and the words that name nothing the renderer
 * draws, grouped as typed ("Not drawn: 'saxophone'").
 */
export function readInstructions(text: string): ReadInstructions {
  const tokens = tokenize(text);
  const reader = new Reader();
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const next = token.stop ? undefined : tokens[i + 1];
    const found = lookUp(token.word);
    const modifier = modifierOf(token.word);
    const nextFound = next ? lookUp(next.word) : null;
    if (token.word === 'palm' && nextFound?.entry.kind === 'trees') {
      // 'palm tree(s)': one subject of two words.
      reader.add({ kind: 'palm trees' }, [token, next!], nextFound.plural);
      i += 1;
    } else if (modifier && (!found || (next && (nextFound || modifierOf(next.word))))) {
      // An adjective (or a word that is both, before a noun: 'neon moon', 'crescent moon').
      reader.hold(token, modifier);
    } else if (found) {
      // Two words for one subject are one label ('city skyline', 'starry night').
      if (nextFound && nextFound.entry.kind === found.entry.kind) {
        reader.add(found.entry, [token, next!], found.plural || nextFound.plural);
        i += 1;
      } else reader.add(found.entry, [token], found.plural);
    } else if (QUIET.has(token.word)) reader.quiet(token);
    else reader.miss(token);
    if (tokens[i]!.stop) reader.endPhrase();
  }
  reader.endPhrase();
  const subjects = reader.subjects;
  return { subjects, drawn: [...new Set(subjects.map((s) => s.label))], notDrawn: reader.notDrawn };
}
