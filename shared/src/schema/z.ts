// The part of zod/mini the storefront's teams write their schemas with, so that the page carries one
// copy of it. The host offers this package whole to every remote, and a team's own `import 'zod/mini'`
// would be a second, separately tree-shaken copy (8-10 KB gzip each). A team that needs another part of
// zod/mini adds it here, as it would any other contract.
export {
  array,
  boolean,
  email,
  enum,
  extend,
  int,
  iso,
  length,
  literal,
  lte,
  maxLength,
  minLength,
  nonnegative,
  nullable,
  number,
  object,
  optional,
  pipe,
  positive,
  record,
  refine,
  strictObject,
  string,
  trim,
  undefined,
  union,
  unknown,
  url,
} from 'zod/mini';
export type { infer, input, output, ZodMiniType } from 'zod/mini';
