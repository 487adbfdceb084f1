import {
  CatalogMediaConsoleApi,
  MEDIA_UPLOAD_MAX_BYTES,
  MediaText,
} from '@citybook/contract/catalog';
import { Button } from '@citybook/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Notice } from '../../../components/notice/notice.tsx';
import { ApiError, callApi, messageOf, uploadApi } from '../../../lib/api-client.ts';
import styles from './merchants.module.css';

/** The types the server takes; it judges the content, the picker only narrows the choice. */
const ACCEPTED = 'image/jpeg,image/png,image/webp';

function uploadFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 413 && !error.answered)
    return MediaText.tooLarge(MEDIA_UPLOAD_MAX_BYTES);
  return messageOf(error, 'The logo could not be saved. Please try again.');
}

interface MerchantLogoProps {
  merchantId: number;
  merchantTitle: string;
  /** The logo's address; null: members see the initials. */
  logo: string | null;
  /** Called once the merchant's logo changed. */
  onChanged: () => Promise<unknown>;
}

/** OPERATOR-12: a merchant's logo: upload (re-encoded by the server), preview, remove. */
export function MerchantLogo({ merchantId, merchantTitle, logo, onChanged }: MerchantLogoProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const change = useMutation({
    mutationFn: async (file: File | null) => {
      if (file === null) {
        await callApi(CatalogMediaConsoleApi.removeMerchantLogo, { params: { merchantId } });
      } else {
        if (file.size > MEDIA_UPLOAD_MAX_BYTES)
          throw new Error(MediaText.tooLarge(MEDIA_UPLOAD_MAX_BYTES));
        const uploaded = await uploadApi(CatalogMediaConsoleApi.uploadMedia, {
          query: { use: 'logo' },
          file,
        });
        await callApi(CatalogMediaConsoleApi.setMerchantLogo, {
          params: { merchantId },
          body: { mediaId: uploaded.id },
        });
      }
      await onChanged();
    },
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });
  const failure = change.isError
    ? change.error instanceof ApiError
      ? uploadFailure(change.error)
      : change.error.message
    : undefined;

  return (
    <section className={styles.section} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={`${styles.sectionTitle} ${styles.wide}`}>
        Logo
      </h2>
      <div className={`${styles.logo} ${styles.wide}`}>
        {logo ? (
          <img className={styles.logoPreview} src={logo} alt={`Logo of ${merchantTitle}`} />
        ) : (
          <span className={styles.logoEmpty}>No logo: members see initials</span>
        )}
        <div className={styles.logoControls}>
          <label htmlFor={inputId} className={styles.logoLabel}>
            {logo ? 'Replace the logo' : 'Upload a logo'}
          </label>
          <p id={hintId} className={styles.muted}>
            A JPEG, PNG or WebP image of at most{' '}
            {String(Math.round(MEDIA_UPLOAD_MAX_BYTES / 1024 / 1024))} MB; square works best.
          </p>
          <input
            ref={input}
            id={inputId}
            className={styles.fileInput}
            type="file"
            accept={ACCEPTED}
            aria-describedby={hintId}
            disabled={change.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) change.mutate(file);
            }}
          />
          {change.isPending ? <p role="status">Saving the logo…</p> : null}
          {failure ? <Notice tone="error">{failure}</Notice> : null}
          {logo ? (
            <div>
              <Button
                variant="secondary"
                disabled={change.isPending}
                onClick={() => change.mutate(null)}
              >
                Remove the logo
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
