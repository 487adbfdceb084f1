import { CatalogConsoleApi } from '@citybook/contract/catalog';
import { useMemo } from 'react';
import { HoursEditor, type HoursStore } from '../../../components/hours-editor/hours-editor.tsx';
import { callApi } from '../../../lib/api-client.ts';

/**
 * MERCHANT-14: the console's edit of a merchant's opening hours, under the revision the editor
 * page holds; a save moves it on, so the page reads the merchant again (as after its logo), and so
 * does a save refused because the merchant changed meanwhile.
 */
function consoleHoursStore(
  merchantId: number,
  revision: () => number,
  onSaved: () => void,
): HoursStore {
  const params = { id: merchantId };
  return {
    queryKey: [CatalogConsoleApi.getMerchantHours.name, merchantId],
    load: (signal) => callApi(CatalogConsoleApi.getMerchantHours, { params, signal }),
    save: async (openingHours) => {
      try {
        return await callApi(CatalogConsoleApi.setMerchantHours, {
          params,
          body: { openingHours, revision: revision() },
        });
      } finally {
        // Saved, or refused because someone saved the merchant since: either way, read it again.
        onSaved();
      }
    },
  };
}

export function MerchantHours({
  merchantId,
  revision,
  onSaved,
}: {
  merchantId: number;
  /** The merchant's revision as the editor page holds it now. */
  revision: () => number;
  onSaved: () => void;
}) {
  const store = useMemo(
    () => consoleHoursStore(merchantId, revision, onSaved),
    [merchantId, revision, onSaved],
  );
  return <HoursEditor store={store} />;
}
