import { CatalogMediaConsoleApi } from '@citybook/contract/catalog';
import { useMemo } from 'react';
import { PhotoEditor, type PhotoStore } from '../../../components/photo-editor/photo-editor.tsx';
import { callApi, uploadApi } from '../../../lib/api-client.ts';

/** OPERATOR-12: the console's photos of a merchant: uploaded first, then the list is saved. */
function consolePhotoStore(merchantId: number): PhotoStore {
  return {
    queryKey: [CatalogMediaConsoleApi.getMerchantPhotos.name, merchantId],
    load: async (signal) =>
      (await callApi(CatalogMediaConsoleApi.getMerchantPhotos, { params: { merchantId }, signal }))
        .photos,
    save: async (next) => {
      await callApi(CatalogMediaConsoleApi.setMerchantPhotos, {
        params: { merchantId },
        body: { mediaIds: next.map((photo) => photo.id) },
      });
      return next;
    },
    upload: async (file) => {
      const media = await uploadApi(CatalogMediaConsoleApi.uploadMedia, {
        query: { use: 'photo' },
        file,
      });
      return { added: { id: media.id, sizes: media.sizes } };
    },
  };
}

export function MerchantPhotos({
  merchantId,
  merchantTitle,
}: {
  merchantId: number;
  merchantTitle: string;
}) {
  const store = useMemo(() => consolePhotoStore(merchantId), [merchantId]);
  return <PhotoEditor store={store} merchantTitle={merchantTitle} />;
}
