import type { MobileAdEditor, MobileAdGridRow, UploadedMedia } from '@citybook/contract/catalog';
import { AUSTIN } from '../merchants/catalog-fixtures.test-helper.ts';

let next = 900;

export const AUSTIN_ZONE = 'America/Chicago';

/** A stored ad as its editor reads it, unique per call. */
export function aMobileAdEditor(overrides: Partial<MobileAdEditor> = {}): MobileAdEditor {
  next += 1;
  return {
    id: next,
    revision: 1,
    retiredAt: null,
    slug: `ad-${String(next)}`,
    title: `Ad ${String(next)}`,
    marketId: AUSTIN.id,
    image: `/media/${'a'.repeat(32)}.webp`,
    merchantId: null,
    sortOrder: 0,
    startsOn: '2026-12-01',
    endsOn: '2026-12-24',
    schedule: 'scheduled',
    ...overrides,
  };
}

/** A row of the ad grid, unique per call. */
export function anAdRow(overrides: Partial<MobileAdGridRow> = {}): MobileAdGridRow {
  next += 1;
  return {
    id: next,
    slug: `ad-${String(next)}`,
    title: `Ad ${String(next)}`,
    marketId: AUSTIN.id,
    marketTitle: AUSTIN.title,
    image: `/media/${'b'.repeat(32)}.webp`,
    merchantId: null,
    sortOrder: 0,
    startsOn: '2026-11-01',
    endsOn: null,
    schedule: 'running',
    retired: false,
    ...overrides,
  };
}

/** What the media endpoint answers for an uploaded ad image. */
export function anUploadedAdImage(id = 4242): UploadedMedia {
  const file = (width: number) => `/media/${String(id).padStart(32, 'c')}-${String(width)}.webp`;
  return {
    id,
    use: 'ad',
    width: 1280,
    height: 480,
    sizes: {
      src: file(960),
      srcset: `${file(480)} 480w, ${file(960)} 960w`,
      width: 1280,
      height: 480,
    },
  };
}
