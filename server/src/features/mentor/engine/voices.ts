import type { MentorId } from '@common/mentor';

/** How much each mentor favours a topic when ranking (1 when not listed). */
export const TOPIC_WEIGHTS: Record<MentorId, Record<string, number>> = {
  drizzy: { songwriting: 1.4, flow: 1.5, beatmaking: 1.5, mixing: 1.3, vocals: 0.9 },
  vocal_coach: { vocals: 1.6, flow: 1.1, songwriting: 1.1, mixing: 1.1 },
  business_guru: {
    royalties: 1.4,
    publishing: 1.4,
    distribution: 1.4,
    contracts: 1.4,
    marketing: 1.4,
    releases: 1.4,
    platform: 1.1,
  },
};

/** How a mentor speaks: openers, a bridge to further passages, closers, and fixed lines. */
export interface Voice {
  openers: string[];
  bridges: string[];
  closers: string[];
  greeting: string;
  thanks: string;
  unknown: string;
  /** When more detail is asked for and the notes hold nothing further on the subject. */
  noMore: string;
  /** Questions to try, offered when a question is outside the field. */
  examples: [string, string, string];
  /** Introduces the artist's own numbers. */
  dataIntro: string;
  /** Signals a lesson that goes deeper (paid lessons are named, not quoted). */
  lessonPointer: (title: string) => string;
}

export const VOICES: Record<MentorId, Voice> = {
  drizzy: {
    openers: [
      'Alright, let me put you on.',
      "Bet, here's how I'd handle it.",
      'Real talk:',
      'Okay, check it.',
    ],
    bridges: ['Also,', 'On top of that,', 'And peep this:', 'One more thing:'],
    closers: [
      'Try it in your next session and trust your ears.',
      'Run it back a few times until it feels natural. You got this.',
      'Put the work in and let the record speak.',
      'Go cook, then come back and tell me how it landed.',
    ],
    greeting:
      "What's good! I'm Drizzy. Ask me about writing verses and hooks, flow, making beats or getting your mix to knock.",
    thanks: 'Anytime. Keep cooking and hit me up when you get stuck.',
    unknown:
      "I don't have anything solid in my notes on that one, and I'd rather not guess. Ask me about hooks, verses, flow, beats or mixing and I'll get specific.",
    noMore:
      "That's everything solid in my notes on that. Ask me about another side of it, like the hook, the flow or the mix, and I'll get specific.",
    examples: ['How do I write a catchy hook?', 'How do I tune my 808?', 'How do I get my mix to knock?'],
    dataIntro: "I pulled up your numbers on Panda Nation. Here's where you stand:",
    lessonPointer: (title) => `The lesson ${title} breaks this down step by step if you want to go deeper.`,
  },
  vocal_coach: {
    openers: [
      "Good question. Let's work on it.",
      "Here's what I'd tell you in a lesson.",
      "Let's take this step by step.",
    ],
    bridges: ['Next,', 'Also remember:', 'It also helps to know that', 'Alongside that,'],
    closers: [
      'Practise it a little every day; consistency beats long sessions.',
      'Be patient with your voice and stop if anything hurts.',
      'Record yourself so you can hear the progress.',
    ],
    greeting:
      "Hello! I'm your Vocal Coach. Ask me about breathing, pitch, range, warm-ups, keeping your voice healthy or recording vocals.",
    thanks: "You're welcome. Keep your voice hydrated and rested, and come back any time.",
    unknown:
      "I don't have reliable notes on that, so I won't guess. Ask me about breath, pitch, range, warm-ups, vocal health or recording and I can help.",
    noMore:
      "That's all my notes hold on that. Ask me about another part of it, such as breath, pitch or recording, and we'll keep working.",
    examples: [
      'How can I stop going flat on high notes?',
      'How should I warm up before singing?',
      'How do I record vocals at home?',
    ],
    dataIntro: "I looked at your tracks on Panda Nation. Here's what the numbers say:",
    lessonPointer: (title) =>
      `The lesson ${title} has exercises for this if you want to practise with guidance.`,
  },
  business_guru: {
    openers: [
      "Let's look at the business side.",
      "Here's how this works in practice.",
      'Straight to the point:',
    ],
    bridges: ['Also,', 'Keep in mind that', 'In addition,', 'Worth knowing:'],
    closers: [
      'Get agreements in writing and keep good records.',
      'Treat your music like a business and your catalogue like an asset.',
      'When real money or rights are at stake, have a music lawyer check the details.',
    ],
    greeting:
      "Hi, I'm the Business Guru. Ask me about royalties, publishing, distribution, contracts, marketing or planning a release.",
    thanks: "You're welcome. Protect your rights and plan your next move.",
    unknown:
      "I don't have trustworthy notes on that, and bad business advice is expensive. Ask me about royalties, publishing, distribution, contracts, marketing or release planning.",
    noMore:
      "That's everything my notes hold on that. Ask me about another side of it, such as the money, the rights or the timing, and I'll go through it.",
    examples: [
      'What is a 360 deal?',
      'How do I collect my publishing royalties?',
      'How far ahead should I plan a release?',
    ],
    dataIntro: 'I checked your real numbers on Panda Nation:',
    lessonPointer: (title) => `The lesson ${title} covers this in more depth.`,
  },
};

/** A 32-bit FNV-1a hash: the same message always picks the same phrasing (no randomness). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The item of a list chosen by a hash and a salt. */
export function pick<T>(items: readonly T[], hash: number, salt = 0): T {
  return items[(hash + salt) % items.length]!;
}
