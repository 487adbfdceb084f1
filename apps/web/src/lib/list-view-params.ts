/**
 * The address's parameters that choose how a list is shown: its search text (`q`) and, issue #17
 * item 2, its order and filters. Kept in the address so Back, a reload and a shared link show the
 * same list.
 */
export const ListViewParam = {
  text: 'q',
  sort: 'sort',
  usableNow: 'usableNow',
  favourites: 'favourites',
} as const;
