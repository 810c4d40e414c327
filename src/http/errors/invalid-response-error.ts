/** The server answered, but not with what the call expects (bad JSON or a wrong shape). */
export class InvalidResponseError extends Error {
  override name = 'InvalidResponseError' as const;
  constructor(
    message: string,
    readonly body: string,
  ) {
    super(message);
  }
}

export function isInvalidResponseError(error: unknown): error is InvalidResponseError {
  return error instanceof Error && error.name === 'InvalidResponseError';
}
