import type { Profile } from '@citybook/contract';
import type { SessionUser } from '../plugins/auth.ts';

/**
 * The profile of the session's member, as the account module builds it. Modules below account
 * (activation, market) answer a profile after a change; app.ts hands them this function, since
 * they may not import account (ADR 0026).
 */
export type ProfileOf = (session: SessionUser) => Promise<Profile>;
