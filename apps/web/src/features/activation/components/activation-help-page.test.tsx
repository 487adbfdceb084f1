import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activationHelp } from '../../../lib/external-links.ts';
import { renderAccountPage } from '../../../testing/account-helpers.ts';
import { ActivationHelpPage } from './activation-help-page.tsx';

describe('ActivationHelpPage', () => {
  it('says where the code is and links a phone number and the help website', () => {
    renderAccountPage('/account/activate/help', <ActivationHelpPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Activation Help' })).toBeVisible();
    expect(screen.getByText(/printed inside the front cover/)).toBeVisible();
    expect(screen.getByRole('link', { name: activationHelp.phone })).toHaveAttribute(
      'href',
      `tel:${activationHelp.phone.replace(/[^\d+]/g, '')}`,
    );
    expect(screen.getByRole('link', { name: 'Visit our help website' })).toHaveAttribute(
      'href',
      activationHelp.website,
    );
  });
});
