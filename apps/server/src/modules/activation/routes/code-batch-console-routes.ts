import { CodeBatchConsoleApi, codeBatchFileName } from '@citybook/contract';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { editContext } from '../../../http/edit-context.ts';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import { codeBatchCsv, codeBatchPdf } from '../services/code-batch-files.ts';
import {
  codeBatchDetail,
  codeBatchGrid,
  createCodeBatchFromConsole,
  voidCodeBatch,
  voidCodeOfBatch,
} from '../services/code-batch-service.ts';

/** A download: its type, a file name the printer's files keep, never cached, streamed. */
function sendFile(reply: FastifyReply, type: string, fileName: string, stream: Readable) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

/** The console's code batches (OPERATOR-15…17). */
export const codeBatchConsoleRoutes = endpointRoutes(CodeBatchConsoleApi, (app) => ({
  getCodeBatchGrid: async ({ query }) => codeBatchGrid(app.db, query),
  getCodeBatch: async ({ params }) => codeBatchDetail(app.db, params.batchId),
  createCodeBatch: async ({ staff, request, body }) =>
    createCodeBatchFromConsole(editContext(app.db, staff, request), body),
  voidCodeBatch: async ({ staff, request, params, body }) =>
    voidCodeBatch(editContext(app.db, staff, request), params.batchId, body.reason),
  voidActivationCode: async ({ staff, request, params, body }) =>
    voidCodeOfBatch(editContext(app.db, staff, request), params.batchId, body),
  downloadCodeBatchPdf: async ({ params, reply }) => {
    const { record, stream } = await codeBatchPdf(app.db, params.batchId, app.config.PUBLIC_URL);
    return sendFile(reply, 'application/pdf', codeBatchFileName(record.batch, 'pdf'), stream);
  },
  downloadCodeBatchCsv: async ({ params, reply }) => {
    const { record, stream } = await codeBatchCsv(app.db, params.batchId, app.config.PUBLIC_URL);
    return sendFile(
      reply,
      'text/csv; charset=utf-8',
      codeBatchFileName(record.batch, 'csv'),
      stream,
    );
  },
}));
