import { MEDIA_UPLOAD_MAX_BYTES, MERCHANT_PHOTOS_MAX, MediaText } from '@citybook/contract/catalog';
import type { MerchantPhotos } from '@citybook/contract/catalog';
import { Button } from '@citybook/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError, messageOf } from '../../lib/api-client.ts';
import { Notice } from '../notice/notice.tsx';
import styles from './photo-editor.module.css';

export type Photo = MerchantPhotos['photos'][number];

/**
 * Where a merchant's photos are kept: the console's media calls (OPERATOR-12) or a merchant
 * admin's location calls (MERCHANT-8). Each call answers the list as it now stands.
 */
export interface PhotoStore {
  /** The photo list's query key. */
  queryKey: readonly unknown[];
  load(signal: AbortSignal): Promise<Photo[]>;
  /** Saves the list in this order (removing and reordering). */
  save(next: Photo[]): Promise<Photo[]>;
  /** Stores one file: the image to add last, or the list it was added to already. */
  upload(file: File): Promise<{ added: Photo } | { list: Photo[] }>;
}
/** Where the keyboard goes after a change: a button of a photo (by image id), or the picker. */
type Focus = { photoId: number; action: 'up' | 'down' | 'remove' } | 'picker';

const ACCEPTED = 'image/jpeg,image/png,image/webp';
const MAX_MB = String(Math.round(MEDIA_UPLOAD_MAX_BYTES / 1024 / 1024));

function failureOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 413 && !error.answered)
    return MediaText.tooLarge(MEDIA_UPLOAD_MAX_BYTES);
  if (!(error instanceof ApiError) && error instanceof Error) return error.message;
  return messageOf(error, fallback);
}

/** The list with one photo moved by `by` places (-1 up, +1 down). */
function moved(photos: readonly Photo[], index: number, by: -1 | 1): Photo[] {
  const next = [...photos];
  const [photo] = next.splice(index, 1);
  next.splice(index + by, 0, photo!);
  return next;
}

/**
 * OPERATOR-12, MERCHANT-8: a merchant's photos, in the order its page shows them: upload several
 * at once, move one up or down, remove one. Each change is saved at once (the whole list, in order).
 */
export function PhotoEditor({
  store,
  merchantTitle,
}: {
  store: PhotoStore;
  merchantTitle: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<string>();
  const photos = useQuery({
    queryKey: store.queryKey,
    queryFn: ({ signal }) => store.load(signal),
  });
  const list = photos.data ?? [];
  const section = useRef<HTMLElement>(null);
  const focusAfter = useRef<Focus>(undefined);
  useEffect(() => {
    // A moved photo's button moved with it, and a removed one is gone: focus follows the change.
    const focus = focusAfter.current;
    focusAfter.current = undefined;
    if (!focus || !section.current) return;
    if (focus === 'picker') {
      input.current?.focus();
      return;
    }
    const buttons = [
      ...section.current.querySelectorAll<HTMLButtonElement>(
        `[data-photo="${String(focus.photoId)}"] button`,
      ),
    ];
    const wanted = buttons.find(
      (button) => button.dataset.action === focus.action && !button.disabled,
    );
    (wanted ?? buttons.find((button) => !button.disabled))?.focus();
  }, [photos.data]);

  const save = useMutation({
    mutationFn: async ({ next }: { next: Photo[]; said: string; focus?: Focus }) =>
      store.save(next),
    onMutate: () => setSaid(undefined),
    onSuccess: (saved, { said: words, focus }) => {
      focusAfter.current = focus;
      queryClient.setQueryData(store.queryKey, saved);
      setSaid(words);
    },
  });
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      const room = MERCHANT_PHOTOS_MAX - list.length;
      if (files.length > room)
        throw new Error(
          `A merchant shows at most ${String(MERCHANT_PHOTOS_MAX)} photos: you can add ${String(room)} more.`,
        );
      const tooLarge = files.find((file) => file.size > MEDIA_UPLOAD_MAX_BYTES);
      if (tooLarge)
        throw new Error(`${tooLarge.name}: ${MediaText.tooLarge(MEDIA_UPLOAD_MAX_BYTES)}`);
      let current = list;
      const added: Photo[] = [];
      for (const file of files) {
        try {
          const stored = await store.upload(file);
          if ('added' in stored) added.push(stored.added);
          else current = stored.list;
        } catch (error) {
          throw new Error(`${file.name}: ${failureOf(error, 'It could not be uploaded.')}`, {
            cause: error,
          });
        }
      }
      // The same file twice is one image: it is listed once.
      const known = new Set(current.map((photo) => photo.id));
      const next = [
        ...current,
        ...added.filter((photo) => !known.has(photo.id) && known.add(photo.id)),
      ];
      const said =
        files.length === 1 ? 'The photo is added.' : `${String(files.length)} photos are added.`;
      if (added.length > 0) await save.mutateAsync({ next, said, focus: 'picker' });
      else {
        focusAfter.current = 'picker';
        queryClient.setQueryData(store.queryKey, current);
        setSaid(said);
      }
    },
    onMutate: () => setSaid(undefined),
    // Some files may be stored already: the list is read again as the server has it.
    onError: () => void queryClient.invalidateQueries({ queryKey: store.queryKey }),
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });

  const busy = save.isPending || upload.isPending;
  const failure = upload.isError
    ? failureOf(upload.error, 'The photos could not be added. Please try again.')
    : save.isError
      ? failureOf(save.error, 'The photos could not be saved. Please try again.')
      : undefined;
  const full = list.length >= MERCHANT_PHOTOS_MAX;

  return (
    <section ref={section} className={styles.photos} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Photos
      </h2>
      <p className={styles.muted}>
        Members see them in this order on the merchant’s page, up to {String(MERCHANT_PHOTOS_MAX)}.
      </p>
      {photos.isPending ? <p role="status">Loading the photos…</p> : null}
      {photos.isError ? (
        <Notice tone="error">
          <p>The photos could not be loaded.</p>
          <Button variant="secondary" onClick={() => void photos.refetch()}>
            Try again
          </Button>
        </Notice>
      ) : null}
      {photos.isSuccess && list.length === 0 ? (
        <p className={styles.muted}>No photos yet.</p>
      ) : null}
      {list.length > 0 ? (
        <ol className={styles.list} aria-label={`Photos of ${merchantTitle}`}>
          {list.map((photo, index) => {
            const name = `Photo ${String(index + 1)} of ${String(list.length)}`;
            return (
              <li key={photo.id} className={styles.item} data-photo={photo.id}>
                <img
                  className={styles.image}
                  src={photo.sizes.src}
                  srcSet={photo.sizes.srcset}
                  sizes="10rem"
                  width={photo.sizes.width}
                  height={photo.sizes.height}
                  alt={name}
                />
                <div className={styles.actions} role="group" aria-label={name}>
                  <Button
                    variant="secondary"
                    data-action="up"
                    disabled={index === 0}
                    aria-disabled={busy}
                    onClick={() => {
                      if (busy) return;
                      save.mutate({
                        next: moved(list, index, -1),
                        said: `Photo ${String(index + 1)} is now photo ${String(index)}.`,
                        focus: { photoId: photo.id, action: 'up' },
                      });
                    }}
                  >
                    Move up
                  </Button>
                  <Button
                    variant="secondary"
                    data-action="down"
                    disabled={index === list.length - 1}
                    aria-disabled={busy}
                    onClick={() => {
                      if (busy) return;
                      save.mutate({
                        next: moved(list, index, 1),
                        said: `Photo ${String(index + 1)} is now photo ${String(index + 2)}.`,
                        focus: { photoId: photo.id, action: 'down' },
                      });
                    }}
                  >
                    Move down
                  </Button>
                  <Button
                    variant="danger"
                    data-action="remove"
                    aria-disabled={busy}
                    onClick={() => {
                      if (busy) return;
                      const after = list[index + 1] ?? list[index - 1];
                      save.mutate({
                        next: list.filter((each) => each.id !== photo.id),
                        said: `Photo ${String(index + 1)} is removed.`,
                        focus: after ? { photoId: after.id, action: 'remove' } : 'picker',
                      });
                    }}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className={styles.upload}>
        <label htmlFor={id} className={styles.label}>
          Add photos
        </label>
        <p id={`${id}-hint`} className={styles.muted}>
          {full
            ? `The merchant has ${String(MERCHANT_PHOTOS_MAX)} photos: remove one to add another.`
            : `JPEG, PNG or WebP images of at most ${MAX_MB} MB each; you can choose several.`}
        </p>
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={ACCEPTED}
          aria-describedby={`${id}-hint`}
          disabled={busy || full || !photos.isSuccess}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            if (files.length > 0) upload.mutate(files);
          }}
        />
      </div>
      <div aria-live="polite">
        {busy ? <p>Saving the photos…</p> : null}
        {said && !busy ? <p>{said}</p> : null}
      </div>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
    </section>
  );
}
