/** A remote whose code could not be fetched or did not answer in time. Free of imports on purpose: the
 * federation runtime plugin uses it before any shared module (React included) is available. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`The ${remote} remote could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}
