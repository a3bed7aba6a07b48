/** Free of imports: runtime plugins use it before any shared module (React included) is available. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`The ${remote} remote could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}
