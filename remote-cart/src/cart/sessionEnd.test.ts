import { sessionEnded } from './sessionEnd';

const sam = { uid: 'u1', email: 'sam@example.com' };
const alex = { uid: 'u2', email: 'alex@example.com' };

describe('sessionEnded', () => {
  it('is true when a signed-in shopper signs out', () => {
    expect(sessionEnded(sam, null)).toBe(true);
  });

  it('is true when another account takes over', () => {
    expect(sessionEnded(sam, alex)).toBe(true);
  });

  it('is false for the same shopper seen again (a token refresh republishes the state)', () => {
    expect(sessionEnded(sam, { ...sam })).toBe(false);
  });

  it('is false when nobody was signed in, or nothing is known yet', () => {
    expect(sessionEnded(null, sam)).toBe(false);
    expect(sessionEnded(undefined, null)).toBe(false);
    expect(sessionEnded(null, null)).toBe(false);
    expect(sessionEnded(sam, undefined)).toBe(false);
  });
});
