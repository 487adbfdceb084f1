/** The box a map of `widthPx` × `heightPx` shows around `centre` at `zoom` (256 px tiles). */
export function mapViewBox(
  centre: { latitude: number; longitude: number },
  zoom: number,
  widthPx: number,
  heightPx: number,
): { south: number; west: number; north: number; east: number } {
  const world = 256 * 2 ** zoom;
  const yOf = (latitude: number) => {
    const sin = Math.sin((latitude * Math.PI) / 180);
    return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world;
  };
  const latitudeOf = (y: number) =>
    (360 * Math.atan(Math.exp((1 - (2 * y) / world) * Math.PI))) / Math.PI - 90;
  const y = yOf(centre.latitude);
  const halfWidth = (widthPx / 2 / world) * 360;
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return {
    south: round(latitudeOf(y + heightPx / 2)),
    west: round(centre.longitude - halfWidth),
    north: round(latitudeOf(y - heightPx / 2)),
    east: round(centre.longitude + halfWidth),
  };
}
