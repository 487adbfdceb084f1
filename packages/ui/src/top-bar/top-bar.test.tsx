import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopBar } from './top-bar.tsx';

describe('TopBar', () => {
  it('is the banner of the page, with the app’s name and what it is given at its end', () => {
    render(
      <TopBar title="Citybook console">
        <span>Signed in as Ana</span>
      </TopBar>,
    );
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent(/^Citybook consoleSigned in as Ana$/);
  });
});
