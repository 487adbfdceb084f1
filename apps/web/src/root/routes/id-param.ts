/** A route parameter that cannot name anything: the page fails like one with an unknown id. */
export class InvalidIdParamError extends Error {
  override readonly name = 'InvalidIdParamError';
  readonly status = 404;
}

/** A numeric route parameter; anything else goes to the route's error boundary. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0)
    throw new InvalidIdParamError(`Not an id: ${String(value)}`);
  return id;
}
