import { ErrorCode } from '@citybook/contract/app';
import { CatalogMediaConsoleApi, MERCHANT_PHOTOS_MAX, MediaText } from '@citybook/contract/catalog';
import type { MerchantPhotos as Photos } from '@citybook/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { MerchantPhotos } from './merchant-photos.tsx';

type Photo = Photos['photos'][number];

const photo = (id: number): Photo => ({
  id,
  sizes: {
    src: `/media/${String(id).padStart(32, '0')}.webp`,
    srcset: `/media/${String(id).padStart(32, '0')}.webp 640w`,
    width: 960,
    height: 640,
  },
});

const file = (name: string, first = 0xff) =>
  new File([new Uint8Array([first, 0xd8, 0xff])], name, { type: 'image/jpeg' });

/** The merchant's photos as the server holds them; records each saved order. */
function answerPhotos(initial: Photo[]) {
  const stored = { current: initial };
  const saved: unknown[][] = [];
  server.use(
    apiHandler(CatalogMediaConsoleApi.getMerchantPhotos, () => ({ photos: stored.current })),
    apiHandler(CatalogMediaConsoleApi.setMerchantPhotos, ({ body }) => {
      saved.push(body.mediaIds);
      return undefined;
    }),
  );
  return saved;
}

function renderPhotos() {
  return renderRoutes(
    [{ path: '/', element: <MerchantPhotos merchantId={7} merchantTitle="Taco Stand" /> }],
    '/',
  );
}

const shown = () =>
  within(screen.getByRole('list', { name: 'Photos of Taco Stand' }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('src'));

describe('merchant photos', () => {
  it('uploads several photos at once and adds them after the others, in order', async () => {
    const saved = answerPhotos([photo(1)]);
    let next = 40;
    const uploaded: string[] = [];
    server.use(
      apiHandler(CatalogMediaConsoleApi.uploadMedia, ({ query }) => {
        uploaded.push(query.get('use') ?? '');
        next += 1;
        return {
          id: next,
          use: 'photo' as const,
          width: 960,
          height: 640,
          sizes: photo(next).sizes,
        };
      }),
    );
    const { user } = renderPhotos();
    await screen.findByRole('list', { name: 'Photos of Taco Stand' });
    await user.upload(screen.getByLabelText('Add photos'), [file('a.jpg'), file('b.jpg')]);

    expect(await screen.findByText('2 photos are added.')).toBeVisible();
    expect(saved).toEqual([[1, 41, 42]]);
    expect(uploaded).toEqual(['photo', 'photo']);
    expect(shown()).toEqual([photo(1), photo(41), photo(42)].map((each) => each.sizes.src));
    expect(screen.getByLabelText('Add photos')).toHaveFocus();
  });

  it('moves a photo with buttons, keeping the keyboard on it, and removes one', async () => {
    const saved = answerPhotos([photo(1), photo(2), photo(3)]);
    const { user } = renderPhotos();
    const first = await screen.findByRole('group', { name: 'Photo 1 of 3' });
    expect(within(first).getByRole('button', { name: 'Move up' })).toBeDisabled();

    await user.click(within(first).getByRole('button', { name: 'Move down' }));
    expect(await screen.findByText('Photo 1 is now photo 2.')).toBeVisible();
    expect(saved.at(-1)).toEqual([2, 1, 3]);
    expect(shown()).toEqual([photo(2), photo(1), photo(3)].map((each) => each.sizes.src));
    // The moved photo's button moved with it, and keeps the focus: Enter again moves it on.
    const moved = screen.getByRole('group', { name: 'Photo 2 of 3' });
    await waitFor(() =>
      expect(within(moved).getByRole('button', { name: 'Move down' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saved.at(-1)).toEqual([2, 3, 1]));
    // At the end it cannot go down: the keyboard stays on the photo, on Move up.
    const last = screen.getByRole('group', { name: 'Photo 3 of 3' });
    await waitFor(() =>
      expect(within(last).getByRole('button', { name: 'Move up' })).toHaveFocus(),
    );

    await user.click(
      within(screen.getByRole('group', { name: 'Photo 1 of 3' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText('Photo 1 is removed.')).toBeVisible();
    expect(saved.at(-1)).toEqual([3, 1]);
    expect(shown()).toEqual([photo(3), photo(1)].map((each) => each.sizes.src));
  });

  it('says why a file is refused and saves nothing', async () => {
    const saved = answerPhotos([]);
    server.use(
      apiHandler(CatalogMediaConsoleApi.uploadMedia, () =>
        errorResponse(415, ErrorCode.unsupportedMediaType, MediaText.notAnImage),
      ),
    );
    const { user } = renderPhotos();
    expect(await screen.findByText('No photos yet.')).toBeVisible();
    await user.upload(screen.getByLabelText('Add photos'), file('notes.jpg', 0x00));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `notes.jpg: ${MediaText.notAnImage}`,
    );
    expect(saved).toEqual([]);
  });

  it('takes no more than a merchant shows', async () => {
    answerPhotos(Array.from({ length: MERCHANT_PHOTOS_MAX }, (_, index) => photo(index + 1)));
    renderPhotos();
    await screen.findByRole('list', { name: 'Photos of Taco Stand' });
    expect(screen.getByLabelText('Add photos')).toBeDisabled();
    expect(screen.getByLabelText('Add photos')).toHaveAccessibleDescription(
      `The merchant has ${String(MERCHANT_PHOTOS_MAX)} photos: remove one to add another.`,
    );
  });
});
