/** Issue #16 item 1: the web app manifest's words and colours (apps/web/vite.config.ts). */
export const AppManifestText = {
  name: 'Citybook',
  shortName: 'Citybook',
  description: 'Local coupons and discount books. Browse merchants near you and save.',
  themeColor: '#0079c2',
  backgroundColor: '#f4f8fb',
} as const;
