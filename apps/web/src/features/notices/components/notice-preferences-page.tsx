import { NOTICE_TOPICS, NoticePreferenceText } from '@citybook/contract/notices';
import type { NoticePreferences } from '@citybook/contract/notices';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden.tsx';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { messageForApiError } from '../../../lib/api-error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNoticePreferences, useUpdateNoticePreferences } from '../api/notice-preferences.ts';
import styles from './notice-preferences-page.module.css';
import { PushDeviceControl } from './push-device-control.tsx';

/**
 * NOTICE-10: the reminders the member gets by mail; transactional mails are always sent. NOTICE-11:
 * and notifications on this device.
 */
export function NoticePreferencesPage() {
  useDocumentTitle(NoticePreferenceText.title);
  const preferences = useNoticePreferences();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{NoticePreferenceText.title}</h1>
      <p>{NoticePreferenceText.intro}</p>
      {preferences.data ? (
        <PreferencesForm saved={preferences.data} />
      ) : preferences.isError ? (
        <p>{NoticePreferenceText.loadFailed}</p>
      ) : (
        <p>{NoticePreferenceText.loading}</p>
      )}
      <PushDeviceControl />
    </div>
  );
}

function PreferencesForm({ saved }: { saved: NoticePreferences }) {
  const [choices, setChoices] = useState(saved);
  const [done, setDone] = useState(false);
  const update = useUpdateNoticePreferences();
  const showError = useErrorDialog();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    update.mutate(choices, {
      onSuccess: () => setDone(true),
      onError: (error) =>
        showError({ message: messageForApiError(error, NoticePreferenceText.saveFailed), error }),
    });
  };

  return (
    <form onSubmit={submit}>
      <fieldset className={styles.choices}>
        <legend>
          <VisuallyHidden>{NoticePreferenceText.title}</VisuallyHidden>
        </legend>
        {NOTICE_TOPICS.map((topic) => (
          <label key={topic} className={styles.choice}>
            <input
              type="checkbox"
              checked={choices[topic]}
              onChange={(event) => {
                setDone(false);
                setChoices({ ...choices, [topic]: event.target.checked });
              }}
            />
            <span>{NoticePreferenceText.labels[topic]}</span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={update.isPending}>
        {NoticePreferenceText.save}
      </Button>
      <p role="status">{done ? NoticePreferenceText.saved : ''}</p>
    </form>
  );
}
