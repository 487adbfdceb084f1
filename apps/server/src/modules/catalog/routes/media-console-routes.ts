import {
  CatalogMediaConsoleApi,
  MEDIA_UPLOAD_MAX_BYTES,
  MediaErrors,
  MediaText,
} from '@citybook/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { StaffUser } from '../../../plugins/staff-auth.ts';
import { MediaStore } from '../services/media/media-store.ts';
import {
  removeMerchantLogo,
  merchantPhotosForEditor,
  setAdImage,
  setMerchantLogo,
  setMerchantPhotos,
  uploadMedia,
  type StaffChange,
} from '../services/media/media-service.ts';

/** Who made the change, for the audit log (OPERATOR-8). */
function changeBy(staff: StaffUser, request: FastifyRequest): StaffChange {
  return {
    actor: { staffId: staff.staffId, email: staff.email },
    requestId: request.id,
    clientAddress: request.ip,
    now: new Date(),
  };
}

const images = endpointRoutes(CatalogMediaConsoleApi, (app) => {
  const deps = { db: app.db, store: new MediaStore(app.config.MEDIA_DIR) };
  return {
    uploadMedia: async ({ query, staff, request }) =>
      uploadMedia(deps, uploadedBytes(request), query.use, changeBy(staff, request)),
    setMerchantLogo: async ({ params, body, staff, request }) =>
      setMerchantLogo(app.db, params.merchantId, body.mediaId, changeBy(staff, request)),
    removeMerchantLogo: async ({ params, staff, request }) =>
      removeMerchantLogo(app.db, params.merchantId, changeBy(staff, request)),
    getMerchantPhotos: async ({ params }) => merchantPhotosForEditor(app.db, params.merchantId),
    setMerchantPhotos: async ({ params, body, staff, request }) =>
      setMerchantPhotos(app.db, params.merchantId, body.mediaIds, changeBy(staff, request)),
    setAdImage: async ({ params, body, staff, request }) =>
      setAdImage(app.db, params.adId, body.mediaId, changeBy(staff, request)),
  };
});

/**
 * An upload is the image's raw bytes (ADR 0033): read whole into a Buffer, in the calling plugin's
 * context only, so no other route reads anything but JSON. A declared length over the limit is
 * refused before a byte is read, in plain words.
 */
export function acceptImageBytes(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (Number(request.headers['content-length'] ?? 0) > MEDIA_UPLOAD_MAX_BYTES)
      throw new HttpError(MediaErrors.tooLarge, MediaText.tooLarge(MEDIA_UPLOAD_MAX_BYTES));
  });
  app.addContentTypeParser(
    /^(?:application\/octet-stream|image\/[\w.+-]+)\s*(?:;|$)/i,
    { parseAs: 'buffer', bodyLimit: MEDIA_UPLOAD_MAX_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );
}

/** The bytes of an upload; no body at all is judged like any other bytes that are no image. */
export const uploadedBytes = (request: FastifyRequest): Buffer =>
  Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);

/** OPERATOR-12: the console's image calls. */
export async function mediaConsoleRoutes(app: FastifyInstance): Promise<void> {
  acceptImageBytes(app);
  await app.register(images);
}
