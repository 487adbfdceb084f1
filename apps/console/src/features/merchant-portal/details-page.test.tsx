import { ErrorCode } from '@citybook/contract/app';
import { BusinessApi } from '@citybook/contract/business';
import type { CurrentBusinessUser } from '@citybook/contract/business';
import { CatalogBusinessApi } from '@citybook/contract/catalog';
import { ConsoleEditText } from '@citybook/contract/console-fields';
import type { LocationDetails } from '@citybook/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler, apiReply, errorResponse } from '../../testing/mocks/http-from-contract.ts';
import { server } from '../../testing/mocks/server.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { DetailsText } from './details-page.tsx';
import { MerchantDetailsPage } from './index.ts';

const routes = [{ path: '/details', element: <MerchantDetailsPage /> }];

const meWith = (locations: CurrentBusinessUser['locations']): CurrentBusinessUser => ({
  id: 7,
  email: 'admin@alpha.example',
  role: 'merchantAdmin',
  organisation: { id: 3, name: 'Alpha Group' },
  locations,
  secondFactor: false,
  signedInAt: '2031-03-10T12:00:00.000Z',
  sessionExpiresAt: '2031-03-10T20:00:00.000Z',
});
const diner = { id: 11, title: 'Alpha Diner', address: '1 Main St' };
const books = { id: 12, title: 'Bravo Books', address: '2 Main St' };

const photo = (id: number) => ({
  id,
  sizes: {
    src: `/media/${String(id).padStart(32, '0')}.webp`,
    srcset: `/media/${String(id).padStart(32, '0')}.webp 640w`,
    width: 960,
    height: 640,
  },
});

/** The locations as the server holds them; each call it received, with what it sent. */
function serve(stored: Record<number, LocationDetails>) {
  const calls: { name: string; merchantId: string; sent: unknown }[] = [];
  const answer = (merchantId: string, change: Partial<LocationDetails>) => {
    const before = stored[Number(merchantId)]!;
    stored[Number(merchantId)] = { ...before, ...change, revision: before.revision + 1 };
    return stored[Number(merchantId)]!;
  };
  const conflict = (merchantId: string, revision: number) =>
    revision !== stored[Number(merchantId)]!.revision
      ? errorResponse(409, ErrorCode.editConflict, ConsoleEditText.editConflict)
      : undefined;
  server.use(
    apiHandler(CatalogBusinessApi.getLocationDetails, ({ params }) => {
      calls.push({ name: 'get', merchantId: params.merchantId!, sent: undefined });
      return stored[Number(params.merchantId)]!;
    }),
    apiHandler(CatalogBusinessApi.updateLocationContact, ({ params, body }) => {
      calls.push({ name: 'contact', merchantId: params.merchantId!, sent: body });
      return (
        conflict(params.merchantId!, body.revision) ??
        answer(params.merchantId!, { telephone: body.telephone, website: body.website })
      );
    }),
    apiHandler(CatalogBusinessApi.setLocationPhotos, ({ params, body }) => {
      calls.push({ name: 'photos', merchantId: params.merchantId!, sent: body });
      const photos = body.mediaIds.map((id) => photo(Number(id)));
      return conflict(params.merchantId!, body.revision) ?? answer(params.merchantId!, { photos });
    }),
    apiHandler(CatalogBusinessApi.addLocationPhoto, ({ params, query }) => {
      const revision = Number(query.get('revision'));
      calls.push({ name: 'upload', merchantId: params.merchantId!, sent: revision });
      const before = stored[Number(params.merchantId)]!;
      return (
        conflict(params.merchantId!, revision) ??
        answer(params.merchantId!, { photos: [...before.photos, photo(90)] })
      );
    }),
  );
  return calls;
}

const details = (merchantId: number, change: Partial<LocationDetails> = {}): LocationDetails => ({
  merchantId,
  title: merchantId === 11 ? 'Alpha Diner' : 'Bravo Books',
  telephone: '(512) 555-0100',
  website: 'https://alpha.example',
  revision: 4,
  photos: [photo(1), photo(2)],
  ...change,
});

const shownPhotos = (title: string) =>
  within(screen.getByRole('list', { name: `Photos of ${title}` }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('src'));

describe('MerchantDetailsPage (MERCHANT-8)', () => {
  it('saves the phone and website under the location’s revision', async () => {
    server.use(apiReply(BusinessApi.getCurrentBusinessUser, meWith([diner])));
    const calls = serve({ 11: details(11) });
    const { user } = renderRoutes(routes, '/details');

    const phone = await screen.findByLabelText('Phone');
    expect(phone).toHaveValue('(512) 555-0100');
    // One location: nothing to pick.
    expect(screen.queryByLabelText('Location')).toBeNull();
    await user.clear(phone);
    await user.type(phone, '(512) 555-0142');
    await user.click(screen.getByRole('button', { name: 'Save phone and website' }));

    expect(await screen.findByText(DetailsText.saved)).toBeVisible();
    expect(calls.filter((call) => call.name === 'contact')).toEqual([
      {
        name: 'contact',
        merchantId: '11',
        sent: { telephone: '(512) 555-0142', website: 'https://alpha.example', revision: 4 },
      },
    ]);
  });

  it('shows the console form’s rule on the field, and sends nothing', async () => {
    server.use(apiReply(BusinessApi.getCurrentBusinessUser, meWith([diner])));
    const calls = serve({ 11: details(11) });
    const { user } = renderRoutes(routes, '/details');

    const phone = await screen.findByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '555');
    await user.click(screen.getByRole('button', { name: 'Save phone and website' }));

    expect(await screen.findByText('Please enter a 10-digit US phone number.')).toBeVisible();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.name === 'contact')).toEqual([]);
  });

  it('says so when someone saved meanwhile, and saves over the newer revision next', async () => {
    server.use(apiReply(BusinessApi.getCurrentBusinessUser, meWith([diner])));
    const stored = { 11: details(11) };
    const calls = serve(stored);
    const { user, queryClient } = renderRoutes(routes, '/details');

    const website = await screen.findByLabelText('Website');
    // Someone else saves the location after the page loaded it.
    stored[11] = { ...stored[11], telephone: '', revision: 5 };
    await user.clear(website);
    await user.type(website, 'https://new.example');
    await user.click(screen.getByRole('button', { name: 'Save phone and website' }));
    expect(await screen.findByText(ConsoleEditText.editConflict)).toBeVisible();

    // The page reads the location again, and the next save names the newer revision.
    await waitFor(() =>
      expect(
        queryClient.getQueryData([CatalogBusinessApi.getLocationDetails.name, 11]),
      ).toMatchObject({ revision: 5 }),
    );
    await user.click(screen.getByRole('button', { name: 'Save phone and website' }));
    expect(await screen.findByText(DetailsText.saved)).toBeVisible();
    expect(calls.filter((call) => call.name === 'contact').map((call) => call.sent)).toEqual([
      { telephone: '(512) 555-0100', website: 'https://new.example', revision: 4 },
      { telephone: '(512) 555-0100', website: 'https://new.example', revision: 5 },
    ]);
  });

  it('picks one of several locations and manages its photos', async () => {
    server.use(apiReply(BusinessApi.getCurrentBusinessUser, meWith([diner, books])));
    const calls = serve({ 11: details(11), 12: details(12, { revision: 9 }) });
    const { user } = renderRoutes(routes, '/details');

    await screen.findByRole('list', { name: 'Photos of Alpha Diner' });
    await user.selectOptions(screen.getByLabelText('Location'), '12');
    await screen.findByRole('list', { name: 'Photos of Bravo Books' });
    expect(shownPhotos('Bravo Books')).toEqual([photo(1).sizes.src, photo(2).sizes.src]);

    const first = screen.getByRole('group', { name: 'Photo 1 of 2' });
    await user.click(within(first).getByRole('button', { name: 'Move down' }));
    await waitFor(() =>
      expect(shownPhotos('Bravo Books')).toEqual([photo(2).sizes.src, photo(1).sizes.src]),
    );

    await user.upload(
      screen.getByLabelText('Add photos'),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('The photo is added.')).toBeVisible();
    expect(shownPhotos('Bravo Books')).toEqual([
      photo(2).sizes.src,
      photo(1).sizes.src,
      photo(90).sizes.src,
    ]);

    const second = screen.getByRole('group', { name: 'Photo 1 of 3' });
    await user.click(within(second).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(shownPhotos('Bravo Books')).toEqual([photo(1).sizes.src, photo(90).sizes.src]),
    );

    expect(calls.filter((call) => call.name !== 'get')).toEqual([
      { name: 'photos', merchantId: '12', sent: { mediaIds: [2, 1], revision: 9 } },
      { name: 'upload', merchantId: '12', sent: 10 },
      { name: 'photos', merchantId: '12', sent: { mediaIds: [1, 90], revision: 11 } },
    ]);
  });
});
