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
    uploadMedia: async ({ query, staff, request }) => {
      // No body at all is judged like any other bytes that are no image.
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return uploadMedia(deps, bytes, query.use, changeBy(staff, request));
    },
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
 * OPERATOR-12: the console's image calls. An upload is the image's raw bytes (ADR 0033): read
 * whole into a Buffer here, in this plugin's context only, so no other route reads anything but
 * JSON.
 */
export async function mediaConsoleRoutes(app: FastifyInstance): Promise<void> {
  // A declared length over the limit is refused before a byte is read, in plain words.
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
  await app.register(images);
}
