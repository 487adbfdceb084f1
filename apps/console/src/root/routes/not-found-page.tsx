import { Link } from 'react-router';
import { ConsolePage } from '../../components/console-page/console-page.tsx';

/** An address inside the signed-in console that has no page. */
export function NotFoundPage() {
  return (
    <ConsolePage title="Page not found">
      <p>
        The console has no page at this address. <Link to="/">Go to the console</Link>
      </p>
    </ConsolePage>
  );
}
