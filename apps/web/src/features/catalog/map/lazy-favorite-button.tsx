import { lazy, Suspense } from 'react';

// The info window opens on a tap: its heart loads then, not with the map (its 200 KB budget).
const FavoriteButton = lazy(async () => ({
  default: (await import('../favorites/favorite-button.tsx')).FavoriteButton,
}));

/** The heart of a merchant in the map's info window (issue #17 item 4). */
export function LazyFavoriteButton({ merchant }: { merchant: { id: number; title: string } }) {
  return (
    <Suspense fallback={null}>
      <FavoriteButton merchant={merchant} />
    </Suspense>
  );
}
