import { signedInLine } from './signedIn';

describe('signedInLine', () => {
  it('says what auth/state says: not yet, signed out, or who', () => {
    expect(signedInLine(undefined)).toBe('Checking who is signed in…');
    expect(signedInLine({ user: null })).toBe('Sign in to keep your __name__.');
    expect(signedInLine({ user: { uid: 'u1', email: 'pat@example.com' } })).toBe('Your __name__, pat@example.com.');
  });
});
