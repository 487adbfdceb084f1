/** The count beside "Show list" (issue #32 item 6): every merchant in view, even past the list's limit. */
export const MapListText = {
  count: (count: number) =>
    count === 1 ? '1 merchant in view' : `${count.toLocaleString('en-US')} merchants in view`,
  /** More in view than the list holds: the nearest the map's middle are listed. */
  cut: (listed: number, count: number) =>
    `${count.toLocaleString('en-US')} merchants in view; the ${String(listed)} nearest the middle of the map are listed. Zoom in to list the others.`,
  empty: 'No merchants in view.',
} as const;
