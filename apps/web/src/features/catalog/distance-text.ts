const miles = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A merchant's distance as the lists show it, e.g. '0.8 mi'. */
export function distanceText(distanceMiles: number): string {
  return `${miles.format(distanceMiles)} mi`;
}
