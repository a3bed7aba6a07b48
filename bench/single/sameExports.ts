// The stand-in is put in the federated module's place by webpack alone, so nothing else checks that it
// offers what the host imports from there: a function missing here would be undefined at run time, and the
// control would quietly do less than the federated page (its warming once threw and did nothing).
// eslint-disable-next-line no-restricted-imports
import type * as Federated from '../../host/src/federation/remotes';
import type * as StandIn from './localRemotes';

type Missing = Exclude<keyof typeof Federated, keyof typeof StandIn>;

/** Fails the type check, naming nothing else, while the stand-in lacks an export of the federated module. */
export const STAND_IN_IS_COMPLETE: [Missing] extends [never] ? true : Missing = true;
