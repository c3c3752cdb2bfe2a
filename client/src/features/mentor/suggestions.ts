import type { MentorId } from '@common/mentor';

/** Questions offered in an empty chat, one tap to ask. */
export const SUGGESTIONS: Record<MentorId, string[]> = {
  drizzy: [
    'How do I write a catchy hook?',
    'How do I find the pocket on a trap beat?',
    'How are my tracks doing?',
  ],
  vocal_coach: [
    'How can I stop going flat on high notes?',
    'What is a good warm-up before a show?',
    'My throat hurts after singing. What should I do?',
  ],
  business_guru: [
    'How do I collect my publishing royalties?',
    'Which track should I promote?',
    'When should I upload a release to my distributor?',
  ],
};
