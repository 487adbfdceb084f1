/** The map's category menu (issue #15): every category at once, and what an empty map means. */
export const MapCategoryText = {
  all: 'All',
  none: 'None',
  allOff: 'All categories are off. Turn one on in Categories to see its merchants.',
} as const;
