// The project's sites by name, and the storefront's address, as every deploy and release reads them.
import { HOST } from '../apps.mjs';

// `||`: a workflow passes a variable GitHub lacks as empty.
export function siteOf(target, project, env) {
  return env[`FIREBASE_SITE_${target.toUpperCase()}`] || (target === HOST.hosting ? project : `${project}-${target}`);
}

/** The storefront's address: the host's site, or the domain `STOREFRONT_HOST_URL` names. */
export function hostUrlOf(project, env) {
  const hostUrl = env.STOREFRONT_HOST_URL || `https://${siteOf(HOST.hosting, project, env)}.web.app/`;
  if (!/^https:\/\/[^/]+\/$/.test(hostUrl)) {
    throw new Error(`STOREFRONT_HOST_URL is "${hostUrl}": it must be the host's site, https and ending in / (e.g. https://www.example.co.uk/).`);
  }
  return hostUrl;
}

export function projectOf(env) {
  const project = env.FIREBASE_PROJECT_ID;
  if (!project || project.startsWith('demo-')) {
    throw new Error(
      `Refusing to deploy to ${project ? `the demo project "${project}"` : 'no project'}: set FIREBASE_PROJECT_ID (and the other variables of docs/deploy.md) to the real Firebase project. The demo project is for the local stack and cannot be deployed.`,
    );
  }
  return project;
}
