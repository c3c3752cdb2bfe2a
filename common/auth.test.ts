import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, loginSchema, publicUserSchema, registerFormSchema, registerSchema } from './auth';

const base = { username: 'lunawaves', password: 'pandanation' };

/** The message of the first issue, or null when the input is valid. */
function firstIssue(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  return result.success
    ? null
    : { message: result.error!.issues[0]!.message, path: result.error!.issues[0]!.path };
}

describe('registerSchema', () => {
  it('wraps a single genre string into a list', () => {
    expect(registerSchema.parse({ ...base, genres: 'House' }).genres).toEqual(['House']);
  });

  it('turns a missing, null or empty genre into an empty list', () => {
    expect(registerSchema.parse(base).genres).toEqual([]);
    expect(registerSchema.parse({ ...base, genres: null }).genres).toEqual([]);
    expect(registerSchema.parse({ ...base, genres: '' }).genres).toEqual([]);
  });

  it('keeps a list of genres and drops empty entries', () => {
    expect(registerSchema.parse({ ...base, genres: ['Trap', '', 'Drill'] }).genres).toEqual([
      'Trap',
      'Drill',
    ]);
  });

  it('accepts the fields of part 2 section 5 and defaults emailSubscribed to true', () => {
    const parsed = registerSchema.parse({
      ...base,
      displayName: ' Luna Waves ',
      email: 'Luna@Example.com',
      profileImage: '',
      userType: 'Vocalist',
      bio: 'R&B',
      location: 'Atlanta, GA',
      stripeCustomerId: 'cus_123',
      stripeSubscriptionId: 'sub_456',
    });
    expect(parsed).toEqual({
      ...base,
      displayName: 'Luna Waves',
      email: 'luna@example.com',
      profileImage: null,
      userType: 'Vocalist',
      bio: 'R&B',
      location: 'Atlanta, GA',
      genres: [],
      emailSubscribed: true,
      stripeCustomerId: 'cus_123',
      stripeSubscriptionId: 'sub_456',
    });
  });

  it('drops fields it does not accept (a client cannot choose its role)', () => {
    const parsed = registerSchema.parse({ ...base, role: 'admin', id: 1 });
    expect(parsed).not.toHaveProperty('role');
    expect(parsed).not.toHaveProperty('id');
  });

  it('gives the exact length messages', () => {
    expect(firstIssue(registerSchema.safeParse({ ...base, username: 'ab' }))?.message).toBe(
      'Username must be at least 3 characters.',
    );
    expect(firstIssue(registerSchema.safeParse({ ...base, username: '  ab  ' }))?.message).toBe(
      'Username must be at least 3 characters.',
    );
    expect(firstIssue(registerSchema.safeParse({ ...base, password: '12345' }))?.message).toBe(
      'Password must be at least 6 characters.',
    );
    expect(registerSchema.safeParse({ ...base, password: '123456' }).success).toBe(true);
    expect(registerSchema.safeParse({ ...base, username: 'abc' }).success).toBe(true);
  });

  it('refuses a malformed email with its message', () => {
    expect(firstIssue(registerSchema.safeParse({ ...base, email: 'not-an-email' }))?.message).toBe(
      AUTH_MESSAGES.emailInvalid,
    );
  });
});

describe('loginSchema', () => {
  it('applies the same length rules and messages', () => {
    expect(firstIssue(loginSchema.safeParse({ username: 'ab', password: 'pandanation' }))?.message).toBe(
      'Username must be at least 3 characters.',
    );
    expect(firstIssue(loginSchema.safeParse({ username: 'lunawaves', password: 'short' }))?.message).toBe(
      'Password must be at least 6 characters.',
    );
    expect(firstIssue(loginSchema.safeParse({}))?.message).toBe('Username must be at least 3 characters.');
  });
});

describe('registerFormSchema', () => {
  const form = {
    ...base,
    confirmPassword: 'pandanation',
    displayName: 'Luna',
    email: '',
    genre: 'R&B',
    emailSubscribed: true,
  };

  it('accepts matching passwords', () => {
    expect(registerFormSchema.safeParse(form).success).toBe(true);
  });

  it("reports 'Passwords do not match' on the confirm field", () => {
    const result = registerFormSchema.safeParse({ ...form, confirmPassword: 'pandanatio' });
    expect(firstIssue(result)).toEqual({ message: 'Passwords do not match', path: ['confirmPassword'] });
  });
});

describe('publicUserSchema', () => {
  it('has no password field', () => {
    expect(Object.keys(publicUserSchema.shape).filter((k) => /password/i.test(k))).toEqual([]);
  });
});
