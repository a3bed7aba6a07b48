// Inline styles and scripts are allowed only by the hashes of those the build wrote.
function originOf(url) {
  return new URL(url).origin;
}

export function contentSecurityPolicy(config, { inlineStyles = [], inlineScripts = [] } = {}) {
  const remotes = [...new Set(Object.values(config.remotes).map(originOf))];
  const emulators = config.emulators
    ? [originOf(config.emulators.auth), `http://${config.emulators.firestore.host}:${config.emulators.firestore.port}`]
    : [];
  const authDomain = `https://${config.firebase.authDomain}`;
  const extraConnect = [config.tokenSyncUrl, config.vitalsUrl].filter((url) => /^https?:/.test(url ?? '')).map(originOf);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, 'https://apis.google.com', ...inlineScripts],
    'style-src': ["'self'", ...remotes, ...inlineStyles],
    'img-src': ["'self'", 'data:', ...remotes],
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...remotes,
      ...emulators,
      ...extraConnect,
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
    ],
    'frame-src': [authDomain, ...emulators],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}
