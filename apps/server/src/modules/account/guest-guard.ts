import { ErrorCode, isGuestEmail, ProfileText } from '@citybook/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';

/** preHandler (after requireUser): the shared guest account can browse but never change. */
export async function forbidGuest(request: FastifyRequest): Promise<void> {
  if (isGuestEmail(currentUser(request).email)) {
    throw new HttpError(403, ErrorCode.forbidden, ProfileText.guestDisabled);
  }
}
