import { ErrorCode } from '@citybook/contract';
import { NoticePreferenceText, NoticesApi, UnsubscribePageText } from '@citybook/contract/notices';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './notice-preferences-page.module.css';

/**
 * NOTICE-10: where a reminder mail's Unsubscribe link leads, signed in or not. Opening a link is
 * a GET, which mail scanners also make: the member confirms with one tap, which sends the same
 * one-click POST as the List-Unsubscribe header.
 */
export function UnsubscribePage() {
  useDocumentTitle(UnsubscribePageText.title);
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: () =>
      callApi(NoticesApi.unsubscribe, {
        query: { token },
        // RFC 8058's one-click body, as a mail provider sends it.
        body: { 'List-Unsubscribe': 'One-Click' },
      }),
  });
  const refused =
    unsubscribe.error instanceof ApiError &&
    unsubscribe.error.code === ErrorCode.invalidUnsubscribeLink;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{UnsubscribePageText.title}</h1>
      {unsubscribe.data ? (
        <p role="status">
          {UnsubscribePageText.done(NoticePreferenceText.labels[unsubscribe.data.topic])}
        </p>
      ) : refused || token === '' ? (
        <p role="alert">{NoticePreferenceText.invalidLink}</p>
      ) : (
        <>
          <p>{UnsubscribePageText.intro}</p>
          <Button
            type="button"
            disabled={unsubscribe.isPending}
            onClick={() => {
              unsubscribe.mutate();
            }}
          >
            {UnsubscribePageText.confirm}
          </Button>
          {unsubscribe.isError ? <p role="alert">{UnsubscribePageText.failed}</p> : null}
        </>
      )}
      <p>
        <Link to={paths.notificationSettings}>{UnsubscribePageText.manage}</Link>
      </p>
    </div>
  );
}
