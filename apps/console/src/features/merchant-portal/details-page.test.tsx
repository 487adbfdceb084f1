import { ErrorCode } from '@citybook/contract/app';
import { BusinessApi } from '@citybook/contract/business';
import type { CurrentBusinessUser } from '@citybook/contract/business';
import { CatalogBusinessApi } from '@citybook/contract/catalog';
import { ConsoleEditText } from '@citybook/contract/console-fields';
import type { LocationDetails, LocationHours, OpeningHours } from '@citybook/contract/catalog';
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
function serve(
  stored: Record<number, LocationDetails>,
  hours: Record<number, OpeningHours | null> = {},
) {
  const calls: { name: string; merchantId: string; sent: unknown }[] = [];
  const hoursOf = (merchantId: string): LocationHours => {
    const location = stored[Number(merchantId)]!;
    return {
      merchantId: location.merchantId,
      title: location.title,
      timeZone: 'America/Chicago',
      today: '2031-03-10',
      revision: location.revision,
      openingHours: hours[Number(merchantId)] ?? null,
    };
  };
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
    // MERCHANT-14: the location's opening hours, under the same revision.
    apiHandler(CatalogBusinessApi.getLocationHours, ({ params }) => hoursOf(params.merchantId!)),
    apiHandler(CatalogBusinessApi.setLocationHours, ({ params, body }) => {
      calls.push({ name: 'hours', merchantId: params.merchantId!, sent: body });
      const refused = conflict(params.merchantId!, body.revision);
      if (refused) return refused;
      hours[Number(params.merchantId)] = body.openingHours;
      answer(params.merchantId!, {});
      return hoursOf(params.merchantId!);
    }),
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

describe('MerchantDetailsPage opening hours (MERCHANT-14)', () => {
  const weekday = [{ opens: '08:00', closes: '14:00' }];
  const someHours = (): OpeningHours => ({
    week: { mon: weekday, tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
    exceptions: [],
  });
  const hoursForm = () => screen.findByRole('form', { name: 'Opening hours' });

  it('adds hours and a closed special day, saved under the revision the page holds', async () => {
    server.use(apiReply(BusinessApi.getCurrentBusinessUser, meWith([diner])));
    const calls = serve({ 11: details(11) }, { 11: someHours() });
    const { user, queryClient } = renderRoutes(routes, '/details');

    const form = await hoursForm();
    expect(
      within(form).getByText('Times on the market’s clock (America/Chicago).', { exact: false }),
    ).toBeVisible();
    const monday = within(form).getByRole('group', { name: 'Monday' });
    expect(within(monday).getByLabelText('Opens')).toHaveValue('08:00');
    const tuesday = within(form).getByRole('group', { name: 'Tuesday' });
    expect(within(tuesday).getByText('Closed.')).toBeVisible();
    await user.click(within(tuesday).getByRole('button', { name: 'Add hours on Tuesday' }));
    const opens = within(tuesday).getByLabelText('Opens');
    await user.clear(opens);
    await user.type(opens, '07:30');

    await user.click(within(form).getByRole('button', { name: 'Add a special day' }));
    await user.type(within(form).getByLabelText('Date of special day 1'), '2031-11-27');
    await user.type(within(form).getByLabelText('Note of special day 1'), 'Thanksgiving');
    expect(
      within(within(form).getByRole('group', { name: 'Hours of special day 1' })).getByText(
        'Closed all day.',
      ),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Save opening hours' }));

    expect(await screen.findByText('Saved. Members see the new hours now.')).toBeVisible();
    expect(calls.filter((call) => call.name === 'hours').map((call) => call.sent)).toEqual([
      {
        openingHours: {
          week: { ...someHours().week, tue: [{ opens: '07:30', closes: '17:00' }] },
          exceptions: [{ date: '2031-11-27', note: 'Thanksgiving', spans: [] }],
        },
        revision: 4,
      },
    ]);
    // The page's other saves now name the revision the hours moved on to.
    expect(
      queryClient.getQueryData([CatalogBusinessApi.getLocationDetails.name, 11]),
    ).toMatchObject({ revision: 5 });
  });

  it('shows the contract’s rules on the fields, and sends nothing', async () => {
    server.use(apiReply(BusinessApi.getCurrentBusinessUser, meWith([diner])));
    const calls = serve({ 11: details(11) }, { 11: someHours() });
    const { user } = renderRoutes(routes, '/details');

    const form = await hoursForm();
    const monday = within(form).getByRole('group', { name: 'Monday' });
    await user.click(within(monday).getByRole('button', { name: 'Add hours on Monday' }));
    // 09:00–17:00 overlaps 08:00–14:00.
    await user.click(within(form).getByRole('button', { name: 'Save opening hours' }));

    const second = within(monday).getAllByLabelText('Opens')[1]!;
    await waitFor(() => expect(second).toHaveAttribute('aria-invalid', 'true'));
    expect(second).toHaveAccessibleDescription('these hours overlap others of the same day');
    expect(calls.filter((call) => call.name === 'hours')).toEqual([]);
  });

  it('says so when someone saved the location meanwhile, and shows theirs', async () => {
    server.use(apiReply(BusinessApi.getCurrentBusinessUser, meWith([diner])));
    const stored = { 11: details(11) };
    const hours: Record<number, OpeningHours | null> = { 11: null };
    serve(stored, hours);
    const { user } = renderRoutes(routes, '/details');

    const form = await hoursForm();
    stored[11] = { ...stored[11], revision: 5 };
    hours[11] = someHours();
    const sunday = within(form).getByRole('group', { name: 'Sunday' });
    await user.click(within(sunday).getByRole('button', { name: 'Add hours on Sunday' }));
    await user.click(within(form).getByRole('button', { name: 'Save opening hours' }));

    expect(await screen.findByText(ConsoleEditText.editConflict)).toBeVisible();
    const reloaded = within(await hoursForm()).getByRole('group', { name: 'Monday' });
    await waitFor(() => expect(within(reloaded).getByLabelText('Opens')).toHaveValue('08:00'));
  });
});
