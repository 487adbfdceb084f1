/** The favourites (issue #17 item 4): the heart on merchants and the favourites page. */
export const FavoriteText = {
  title: 'Favourites',
  add: (merchant: string) => `Add ${merchant} to favourites`,
  remove: (merchant: string) => `Remove ${merchant} from favourites`,
  addFailed: (merchant: string) =>
    `Sorry, we were unable to add ${merchant} to your favourites. Please try again later.`,
  removeFailed: (merchant: string) =>
    `Sorry, we were unable to remove ${merchant} from your favourites. Please try again later.`,
  dismiss: 'Dismiss',
  loading: 'Loading your favourites…',
  loadFailed: 'Sorry, we were unable to retrieve your favourites. Please try again later.',
  empty: 'No favourites yet. Tap the heart on a merchant to keep it here.',
  guest:
    'Favourites are kept for each member. Create an account or log in to keep your favourite merchants.',
} as const;
