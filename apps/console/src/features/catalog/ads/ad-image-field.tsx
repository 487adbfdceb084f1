import {
  CatalogMediaConsoleApi,
  MEDIA_UPLOAD_MAX_BYTES,
  MediaSizes,
  MediaText,
} from '@citybook/contract/catalog';
import type { UploadedMedia } from '@citybook/contract/catalog';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Notice } from '../../../components/notice/notice.tsx';
import { ApiError, messageOf, uploadApi } from '../../../lib/api-client.ts';
import styles from './ads.module.css';

/** The types the server takes; it judges the content, the picker only narrows the choice. */
const ACCEPTED = 'image/jpeg,image/png,image/webp';
const MAX_MB = String(Math.round(MEDIA_UPLOAD_MAX_BYTES / 1024 / 1024));

function uploadFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 413 && !error.answered)
    return MediaText.tooLarge(MEDIA_UPLOAD_MAX_BYTES);
  if (!(error instanceof ApiError) && error instanceof Error) return error.message;
  return messageOf(error, 'The image could not be uploaded. Please try again.');
}

interface AdImageFieldProps {
  /** The image's address as the form holds it ('' for a new ad). */
  value: string;
  /** The upload this form made, if any: its variants show in the preview. */
  uploaded: UploadedMedia | undefined;
  title: string;
  /** The form rule's or the server's word on the image. */
  error: string | undefined;
  /** Where the form puts focus when the image is refused. */
  inputRef: (element: HTMLInputElement | null) => void;
  onUploaded: (media: UploadedMedia) => void;
}

/**
 * OPERATOR-12: an ad's image: uploaded through the media endpoint (re-encoded and cropped to the
 * carousel's 8:3 by the server), then previewed as members' carousel shows it. The ad takes it
 * when the form is saved.
 */
export function AdImageField({
  value,
  uploaded,
  title,
  error,
  inputRef,
  onUploaded,
}: AdImageFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => {
      if (file.size > MEDIA_UPLOAD_MAX_BYTES)
        throw new Error(MediaText.tooLarge(MEDIA_UPLOAD_MAX_BYTES));
      return uploadApi(CatalogMediaConsoleApi.uploadMedia, { query: { use: 'ad' }, file });
    },
    onSuccess: onUploaded,
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });
  const shown = uploaded && uploaded.sizes.src === value ? uploaded : undefined;

  return (
    <section className={styles.imageControls} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.imageTitle}>
        Image
      </h2>
      {value ? (
        <img
          className={styles.preview}
          src={shown?.sizes.src ?? value}
          srcSet={shown?.sizes.srcset}
          sizes={shown ? MediaSizes.ad : undefined}
          width={640}
          height={240}
          alt={title ? `Image of the ad ${title}` : 'Image of the ad'}
        />
      ) : (
        <span className={styles.previewEmpty}>No image yet</span>
      )}
      <label htmlFor={id} className={styles.uploadLabel}>
        {value ? 'Replace the image' : 'Upload an image'}
      </label>
      <p id={hintId} className={styles.zone}>
        A JPEG, PNG or WebP image of at most {MAX_MB} MB. It is cropped to the carousel’s shape (8
        by 3, e.g. 1280 × 480 pixels), as the preview shows.
      </p>
      <input
        ref={(element) => {
          input.current = element;
          inputRef(element);
        }}
        id={id}
        type="file"
        accept={ACCEPTED}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={Boolean(error)}
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate(file);
        }}
      />
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {upload.isPending ? <p role="status">Uploading the image…</p> : null}
      {shown ? (
        <p role="status" className={styles.zone}>
          Uploaded: the ad takes it when you save.
        </p>
      ) : null}
      {upload.isError ? <Notice tone="error">{uploadFailure(upload.error)}</Notice> : null}
    </section>
  );
}
