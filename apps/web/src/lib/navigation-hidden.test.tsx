import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useHideNavigation, useIsNavigationHidden } from './navigation-hidden.ts';

function Shell() {
  return <p>Navigation {useIsNavigationHidden() ? 'hidden' : 'shown'}</p>;
}

function Hider({ hidden }: { hidden: boolean }) {
  useHideNavigation(hidden);
  return null;
}

function Toggling() {
  const [hidden, setHidden] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setHidden((value) => !value)}>
        Toggle
      </button>
      <Hider hidden={hidden} />
    </>
  );
}

describe('useHideNavigation', () => {
  it('hides the navigation while a page asks, and shows it again when it stops', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Shell />
        <Toggling />
      </>,
    );
    expect(screen.getByText('Navigation shown')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByText('Navigation hidden')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByText('Navigation shown')).toBeInTheDocument();
  });

  it('shows the navigation again once the asking page is gone', () => {
    const { rerender } = render(
      <>
        <Shell />
        <Hider hidden />
      </>,
    );
    expect(screen.getByText('Navigation hidden')).toBeInTheDocument();

    rerender(<Shell />);

    expect(screen.getByText('Navigation shown')).toBeInTheDocument();
  });
});
