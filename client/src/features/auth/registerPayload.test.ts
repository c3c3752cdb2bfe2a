import { describe, expect, it } from 'vitest';
import { toRegisterInput } from './registerPayload';

const base = {
  username: 'newartist',
  password: 'secret1',
  confirmPassword: 'secret1',
  displayName: 'New Artist',
  email: 'new@example.com',
  userType: 'Producer',
  location: 'Atlanta, GA',
  bio: '',
  emailSubscribed: true,
};

describe('toRegisterInput', () => {
  it('drops the confirm password and sends the genre as genres', () => {
    const input = toRegisterInput({ ...base, genre: 'House' });
    expect(input).not.toHaveProperty('confirmPassword');
    expect(input).not.toHaveProperty('genre');
    expect(input).toMatchObject({ username: 'newartist', password: 'secret1', genres: 'House' });
  });

  it('sends no genre when none was chosen', () => {
    expect(toRegisterInput({ ...base, genre: '' })).not.toHaveProperty('genres');
  });
});
