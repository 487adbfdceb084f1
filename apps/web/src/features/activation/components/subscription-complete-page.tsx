import { SubscriptionText } from '@citybook/contract/activation';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './subscription-page.module.css';

/** ACTIVATION-15 /account/subscription-complete/{isUpdate}: confirms, then Continue goes to the categories. */
export function SubscriptionCompletePage() {
  const isUpdate = useParams().isUpdate === 'true';
  const title = isUpdate ? SubscriptionText.updateDone : SubscriptionText.purchaseDone;
  useDocumentTitle(title);
  const navigate = useNavigate();

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      <p>{isUpdate ? SubscriptionText.updateDoneDetail : SubscriptionText.purchaseDoneDetail}</p>
      <Button
        onClick={() => {
          void navigate(paths.categories, { replace: true });
        }}
      >
        Continue
      </Button>
    </div>
  );
}
