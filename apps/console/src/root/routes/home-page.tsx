import { Page } from '@citybook/ui';

export function HomePage() {
  return (
    <Page title="Citybook console">
      <p>
        The back office of Citybook, for operators, merchants and fundraising groups. Staff sign-in
        comes next.
      </p>
    </Page>
  );
}
