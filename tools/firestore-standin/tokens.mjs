// The Auth emulator and `mockUserToken` issue UNSIGNED JWTs (`alg: none`): the payload is decoded for its uid,
// with NO signature, audience or expiry check (`mockUserToken` defaults to iat 0, exp 3600).

/** Null, absent or undecodable, is what the rules treat as "not signed in". */
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
