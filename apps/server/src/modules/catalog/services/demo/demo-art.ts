/** Logos and ad images of the demo data, drawn here so nothing loads from third-party hosts. */
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function logoSvg(text: string, h: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img"><rect width="96" height="96" rx="20" fill="hsl(${h} 60% 38%)"/><text x="48" y="60" font-family="system-ui, sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(text)}</text></svg>`;
}

export function adSvg(title: string, subtitle: string, h: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="240" viewBox="0 0 640 240" role="img"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 70% 32%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 70% 24%)"/></linearGradient></defs><rect width="640" height="240" fill="url(#g)"/><circle cx="560" cy="40" r="120" fill="#fff" opacity=".08"/><text x="32" y="100" font-family="system-ui, sans-serif" font-size="40" font-weight="700" fill="#fff">${escapeXml(title)}</text><text x="32" y="150" font-family="system-ui, sans-serif" font-size="26" fill="#fff">${escapeXml(subtitle)}</text><text x="32" y="206" font-family="system-ui, sans-serif" font-size="18" fill="#fff" opacity=".85">Only with Citybook</text></svg>`;
}

/** A photo of the demo data: a shop front under the sky, in the merchant's colours (4:3). */
export function photoSvg(h: number, variant: number): string {
  const sky = `hsl(${(h + 180) % 360} 55% ${String(70 + (variant % 3) * 6)}%)`;
  const wall = `hsl(${h} 35% ${String(30 + variant * 7)}%)`;
  const stripes = Array.from(
    { length: 8 },
    (_unused, i) =>
      `<rect x="${String(140 + i * 85)}" y="250" width="42" height="70" fill="hsl(${h} 70% 55%)"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720"><rect width="960" height="720" fill="${sky}"/><circle cx="${String(160 + variant * 220)}" cy="120" r="60" fill="#fff7d6" opacity=".9"/><rect x="100" y="220" width="760" height="500" fill="${wall}"/><rect x="120" y="250" width="720" height="70" fill="#fff"/>${stripes}<rect x="160" y="380" width="260" height="200" rx="6" fill="#cfe8ff" opacity=".85"/><rect x="540" y="380" width="160" height="340" rx="6" fill="hsl(${h} 30% 18%)"/><circle cx="680" cy="560" r="8" fill="#f2c14e"/><rect x="0" y="690" width="960" height="30" fill="#555"/></svg>`;
}
