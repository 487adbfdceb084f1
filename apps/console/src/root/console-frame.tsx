import { TopBar } from '@citybook/ui';
import type { ReactNode } from 'react';

/** Every console screen: the bar with the product's name, then the screen in the main landmark. */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <TopBar title="Citybook" />
      <main>{children}</main>
    </>
  );
}
