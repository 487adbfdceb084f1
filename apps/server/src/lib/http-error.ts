/** A failure the client is told about: status plus the contract's {code, message} body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: number | string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
