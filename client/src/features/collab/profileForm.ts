import {
  COLLAB,
  COLLAB_MESSAGES,
  COLLAB_PROFILE_MESSAGES,
  type CollabProfile,
  type CollabProfileInput,
} from '@common/collab';

/** The editor's fields that can carry a validation message. */
export type ProfileField = 'skills' | 'collabType' | 'description' | 'examples' | 'rateInfo' | 'equipment';

type Skill = (typeof COLLAB.skills)[number];
type CollabType = (typeof COLLAB.collabTypes)[number];

/** What the editor holds: the PUT body. */
export interface ProfileValues extends Required<CollabProfileInput> {
  skills: Skill[];
  collabType: CollabType[];
  examples: number[];
  equipment: string[];
}

/** The editor's start: the saved profile (skills and types in their usual order), or an empty one. */
export function initialProfileValues(profile: CollabProfile | null): ProfileValues {
  return {
    skills: COLLAB.skills.filter((skill) => profile?.skills.includes(skill)),
    collabType: COLLAB.collabTypes.filter((type) => profile?.collabType.includes(type)),
    isAvailable: profile?.isAvailable ?? true,
    description: profile?.description ?? '',
    examples: profile?.examples.map((example) => example.id) ?? [],
    rateInfo: profile?.rateInfo ?? '',
    equipment: profile?.equipment ?? [],
  };
}

/** Which field a message of the server concerns (null: the whole form). */
export function profileFieldFor(message: string): ProfileField | null {
  if (message === COLLAB_MESSAGES.skillsRequired) return 'skills';
  if (message === COLLAB_MESSAGES.collabTypesRequired) return 'collabType';
  if (message === COLLAB_PROFILE_MESSAGES.examplesOwnPublished) return 'examples';
  if (/\bskills?\b/i.test(message)) return 'skills';
  if (/\bcollab(oration)? types?\b/i.test(message)) return 'collabType';
  if (/\bexamples?\b/i.test(message)) return 'examples';
  if (/\bequipment\b/i.test(message)) return 'equipment';
  if (/\brate\b/i.test(message)) return 'rateInfo';
  if (/\bdescription\b/i.test(message)) return 'description';
  return null;
}

/** The tracks a profile can show as examples: the published ones, plus any saved example the list lacks. */
export function exampleOptions(
  tracks: readonly { id: number; title: string }[],
  saved: readonly { id: number; title: string }[],
): { value: number; label: string }[] {
  return [
    ...tracks.map((track) => ({ value: track.id, label: track.title })),
    ...saved
      .filter((example) => !tracks.some((track) => track.id === example.id))
      .map((example) => ({ value: example.id, label: example.title })),
  ];
}
