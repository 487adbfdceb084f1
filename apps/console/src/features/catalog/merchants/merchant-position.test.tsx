import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render.tsx';
import { AUSTIN, answerChoices, answerMerchantExtras } from './catalog-fixtures.test-helper.ts';
import { MerchantEditorPage } from './merchant-editor-page.tsx';
import { positionOf } from './merchant-position.tsx';

const routes = [{ path: '/merchants/:merchantId', element: <MerchantEditorPage /> }];
const field = (label: string) => screen.getByLabelText(label);
const pin = () => document.querySelector('.leaflet-marker-icon');

describe('merchant position on the map (OPERATOR-10)', () => {
  beforeEach(() => {
    answerChoices();
    answerMerchantExtras();
  });

  it('reads a position only from two numbers in range', () => {
    expect(positionOf(30.27, -97.74)).toEqual({ latitude: 30.27, longitude: -97.74 });
    expect(positionOf(Number.NaN, -97.74)).toBeUndefined();
    expect(positionOf(91, 0)).toBeUndefined();
    expect(positionOf(0, -181)).toBeUndefined();
    expect(positionOf(undefined, 3)).toBeUndefined();
  });

  it('puts the pin where the typed numbers say, and a click on the map into the fields', async () => {
    const { user } = renderRoutes(routes, '/merchants/new');
    const map = await screen.findByRole('region', { name: 'Map of the merchant’s position' });
    await user.selectOptions(await screen.findByLabelText('Market'), AUSTIN.title);
    // No position yet: no pin, until one is typed.
    expect(pin()).toBeNull();
    await user.type(field('Latitude'), '30.2672');
    await user.type(field('Longitude'), '-97.7431');
    await waitFor(() => expect(pin()).not.toBeNull());

    await user.clear(field('Latitude'));
    await waitFor(() => expect(pin()).toBeNull());

    fireEvent.click(map, { clientX: 10, clientY: 10 });
    await waitFor(() => expect(pin()).not.toBeNull());
    const latitude = (field('Latitude') as HTMLInputElement).valueAsNumber;
    const longitude = (field('Longitude') as HTMLInputElement).valueAsNumber;
    expect(positionOf(latitude, longitude)).toBeDefined();
    // Rounded to six decimals, about 10 cm.
    expect(Math.round(latitude * 1e6) / 1e6).toBe(latitude);
  });
});
