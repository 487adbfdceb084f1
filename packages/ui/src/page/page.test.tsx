import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page } from './page.tsx';

describe('Page', () => {
  it('names itself by its heading and shows its content below it', () => {
    render(
      <Page title="Redeem">
        <p>Enter the member’s code.</p>
      </Page>,
    );
    const page = screen.getByRole('region', { name: 'Redeem' });
    expect(screen.getByRole('heading', { level: 1, name: 'Redeem' })).toBeVisible();
    expect(page).toHaveTextContent('Enter the member’s code.');
  });
});
