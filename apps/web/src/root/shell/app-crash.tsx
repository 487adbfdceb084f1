import { ErrorPage } from '../routes/error-page.tsx';
import { ShellFrame } from './shell-frame.tsx';

/** Last resort when the shell itself failed to render. */
export function AppCrash() {
  return (
    <ShellFrame busy={false}>
      <ErrorPage />
    </ShellFrame>
  );
}
