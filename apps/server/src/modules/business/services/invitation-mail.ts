import { BUSINESS_SIGN_IN_PATH, type BusinessRole } from '@citybook/contract';
import type { Mail } from '../../../plugins/mailer.ts';

/** How a module sends an invitation: the app's mailer, and the address links point at. */
export interface InvitationDeps {
  sendMail: (mail: Mail) => void;
  publicUrl: string;
}

const ROLE_WORDS: Record<BusinessRole, string> = {
  merchantAdmin: 'an admin',
  counterStaff: 'counter staff',
  fundraiserLeader: 'the fundraising leader',
};

/**
 * MERCHANT-2: the invitation of a business's person, with the sign-in link and the temporary
 * password they replace at their first sign-in (the inviter also sees it once, to pass it on).
 */
export function businessInvitationMail(
  publicUrl: string,
  invitation: {
    to: string;
    organisationName: string;
    role: BusinessRole;
    temporaryPassword: string;
  },
): Mail {
  const link = new URL(BUSINESS_SIGN_IN_PATH, publicUrl);
  return {
    to: invitation.to,
    subject: `Your Citybook business account for ${invitation.organisationName}`,
    text: [
      'Hello,',
      '',
      `You are invited to Citybook as ${ROLE_WORDS[invitation.role]} of ${invitation.organisationName}.`,
      'Sign in here with this e-mail address and the temporary password below; you will then choose a password of your own:',
      '',
      link.toString(),
      '',
      `Temporary password: ${invitation.temporaryPassword}`,
      '',
      'If you did not expect this, you can ignore this e-mail.',
      '',
      'The Citybook team',
    ].join('\n'),
  };
}

/** Sends the invitation (a first one, or again with a new password) through the app's mailer. */
export function sendBusinessInvitation(
  deps: InvitationDeps,
  invitation: Parameters<typeof businessInvitationMail>[1],
): void {
  deps.sendMail(businessInvitationMail(deps.publicUrl, invitation));
}
