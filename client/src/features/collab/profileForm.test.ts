import {
  COLLAB_MESSAGES,
  COLLAB_PROFILE_MESSAGES,
  type CollabProfile,
  collabProfileSchema,
} from '@common/collab';
import { describe, expect, it } from 'vitest';
import { exampleOptions, initialProfileValues, profileFieldFor } from './profileForm';

const saved: CollabProfile = {
  userId: 4,
  skills: ['Songwriter', 'Vocalist'],
  collabType: ['Co-write', 'Feature'],
  isAvailable: false,
  description: 'R&B topliner',
  examples: [{ id: 12, title: 'Velvet Static' }],
  rateInfo: 'Features from $250',
  equipment: ['Neumann TLM 103'],
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('initialProfileValues', () => {
  it('starts empty and open to collaborations, which the schema refuses until a skill and a type are chosen', () => {
    const empty = initialProfileValues(null);
    expect(empty).toEqual({
      skills: [],
      collabType: [],
      isAvailable: true,
      description: '',
      examples: [],
      rateInfo: '',
      equipment: [],
    });
    const result = collabProfileSchema.safeParse(empty);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      COLLAB_MESSAGES.skillsRequired,
      COLLAB_MESSAGES.collabTypesRequired,
    ]);
  });

  it('takes a saved profile as the PUT body, skills and types in their usual order', () => {
    const values = initialProfileValues(saved);
    expect(values).toEqual({
      skills: ['Vocalist', 'Songwriter'],
      collabType: ['Feature', 'Co-write'],
      isAvailable: false,
      description: 'R&B topliner',
      examples: [12],
      rateInfo: 'Features from $250',
      equipment: ['Neumann TLM 103'],
    });
    expect(collabProfileSchema.safeParse(values).success).toBe(true);
  });
});

describe('profileFieldFor', () => {
  it('puts the server messages under the field they concern', () => {
    expect(profileFieldFor(COLLAB_MESSAGES.skillsRequired)).toBe('skills');
    expect(profileFieldFor(COLLAB_MESSAGES.collabTypesRequired)).toBe('collabType');
    expect(profileFieldFor(COLLAB_PROFILE_MESSAGES.examplesOwnPublished)).toBe('examples');
    expect(profileFieldFor('Not authenticated')).toBeNull();
    expect(profileFieldFor('Collaboration not found')).toBeNull();
  });
});

describe('exampleOptions', () => {
  it('offers the published tracks, and keeps a saved example the list does not hold', () => {
    expect(exampleOptions([{ id: 3, title: 'Lagos Sunrise' }], saved.examples)).toEqual([
      { value: 3, label: 'Lagos Sunrise' },
      { value: 12, label: 'Velvet Static' },
    ]);
    expect(exampleOptions([{ id: 12, title: 'Velvet Static' }], saved.examples)).toEqual([
      { value: 12, label: 'Velvet Static' },
    ]);
  });
});
