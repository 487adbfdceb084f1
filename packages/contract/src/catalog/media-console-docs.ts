import type { AreaDocs } from '../endpoint.ts';
import type * as CatalogMediaConsoleApi from './media-console-endpoints.ts';
import type { MediaErrors } from './media-console.ts';

/** The API reference's words for the console's image calls (OPERATOR-12). */
export const mediaConsoleDocs = {
  endpoints: {
    uploadMedia:
      'Uploads an image (the raw bytes of a JPEG, PNG or WebP file) for a use: it is re-encoded into WebP variants, without its metadata, and recorded; uploading the same file again answers the same image.',
    setMerchantLogo: 'Makes an image uploaded as a logo the merchant’s logo.',
    removeMerchantLogo: 'Takes the merchant’s logo away: members see its initials.',
    getMerchantPhotos:
      'The merchant’s photos in order, each with its image id (to reorder or remove it) and its variants.',
    setMerchantPhotos:
      'Sets the merchant’s photos, in order: images uploaded as photos; an empty list takes them all away.',
    setAdImage: 'Makes an image uploaded for an ad the ad’s image.',
  },
  errors: {
    notAnImage: 'The bytes are not a JPEG, PNG or WebP image, whatever the file was called.',
    tooLarge: 'The file is larger than 10 MB, or its picture larger than 40 megapixels.',
    unknownMerchant: 'No merchant has this id.',
    unknownAd: 'No ad has this id.',
    unknownMedia: 'No image was uploaded with this id, or it was uploaded for another use.',
  },
} as const satisfies AreaDocs<typeof CatalogMediaConsoleApi, typeof MediaErrors>;
