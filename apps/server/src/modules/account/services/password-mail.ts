import { PasswordText } from '@citybook/contract';
import type { Mail } from '../../../plugins/mailer.ts';

export function resetPasswordMail(publicUrl: string, to: string, token: string): Mail {
  const link = new URL('/account/password/reset', publicUrl);
  link.searchParams.set('token', token);
  return {
    to,
    subject: PasswordText.resetMailSubject,
    text: [
      'Hello,',
      '',
      'Someone (hopefully you) asked to reset the password of your Citybook account.',
      'Open this link within one hour to choose a new password:',
      '',
      link.toString(),
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
      '',
      'The Citybook team',
    ].join('\n'),
  };
}
