import { ConsolePage } from '../../components/console-page/console-page.tsx';

/** OPERATOR-10 comes with the catalogue's screens; editors already find their place for it. */
export const CATALOG_ROLES = ['owner', 'editor'] as const;

export function MerchantsPage() {
  return (
    <ConsolePage
      title="Merchants"
      description="The merchants of the catalogue, their locations and offers."
    >
      <p>The catalogue’s screens are being built. Merchants, offers and ads will be edited here.</p>
    </ConsolePage>
  );
}
