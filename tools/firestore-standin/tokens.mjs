// Bearer-token decoding for the local Firestore stand-in (see server.mjs).
//
// The Firebase Auth emulator, and the Firestore SDK's `mockUserToken`, issue
// UNSIGNED JWTs (`alg: none`, empty signature). We only base64url-decode the
// payload to learn the uid. NO signature, audience or expiry check happens:
// a real deployment has Firestore verify the token's signature against
// Google's keys; this stand-in only mirrors the security rules' logic
// (`request.auth.uid == uid`) for local development and tests.
// (Expiry is skipped on purpose: `mockUserToken` defaults to iat 0 / exp 3600.)

/**
 * @param {string | undefined} header the raw `Authorization` header value
 * @returns {{ uid: string, claims: object } | null} null when absent or undecodable,
 *   which the rules treat exactly like "not signed in".
 */
export function decodeBearer(header) {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match) return null;
  const parts = match[1].split('.');
  if (parts.length !== 3) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    const uid = claims?.user_id ?? claims?.sub;
    return typeof uid === 'string' && uid !== '' ? { uid, claims } : null;
  } catch {
    return null;
  }
}
