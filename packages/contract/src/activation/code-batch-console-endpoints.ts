import { defineEndpoint } from '../endpoint.ts';
import {
  CODE_BATCH_ROLES as ROLES,
  CodeBatchErrors,
  codeBatchDetailSchema,
  codeBatchFormSchema,
  codeBatchGridPageSchema,
  codeBatchGridQuerySchema,
  codeBatchIdParamsSchema,
  voidActivationCodeSchema,
  voidCodeBatchSchema,
} from './code-batch-console.ts';

/* OPERATOR-15…17: the console's code batches; the activation module owns printed codes (ADR 0031). */

export const getCodeBatchGrid = defineEndpoint({
  area: 'activation',
  name: 'getCodeBatchGrid',
  method: 'GET',
  path: '/api/console/code-batches',
  access: 'staff',
  staffRoles: ROLES,
  query: codeBatchGridQuerySchema,
  response: codeBatchGridPageSchema,
  errors: [],
});

export const getCodeBatch = defineEndpoint({
  area: 'activation',
  name: 'getCodeBatch',
  method: 'GET',
  path: '/api/console/code-batches/:batchId',
  access: 'staff',
  staffRoles: ROLES,
  params: codeBatchIdParamsSchema,
  response: codeBatchDetailSchema,
  errors: [CodeBatchErrors.unknownBatch],
});

export const createCodeBatch = defineEndpoint({
  area: 'activation',
  name: 'createCodeBatch',
  method: 'POST',
  path: '/api/console/code-batches',
  access: 'staff',
  staffRoles: ROLES,
  body: codeBatchFormSchema,
  response: codeBatchDetailSchema,
  errors: [CodeBatchErrors.unknownEdition],
});

export const voidCodeBatch = defineEndpoint({
  area: 'activation',
  name: 'voidCodeBatch',
  method: 'POST',
  path: '/api/console/code-batches/:batchId/void',
  access: 'staff',
  staffRoles: ROLES,
  params: codeBatchIdParamsSchema,
  body: voidCodeBatchSchema,
  response: codeBatchDetailSchema,
  errors: [CodeBatchErrors.unknownBatch, CodeBatchErrors.alreadyVoid],
});

export const voidActivationCode = defineEndpoint({
  area: 'activation',
  name: 'voidActivationCode',
  method: 'POST',
  path: '/api/console/code-batches/:batchId/void-code',
  access: 'staff',
  staffRoles: ROLES,
  params: codeBatchIdParamsSchema,
  body: voidActivationCodeSchema,
  response: codeBatchDetailSchema,
  errors: [
    CodeBatchErrors.unknownBatch,
    CodeBatchErrors.codeNotInBatch,
    CodeBatchErrors.alreadyVoid,
    CodeBatchErrors.codeActivated,
  ],
});

export const downloadCodeBatchPdf = defineEndpoint({
  area: 'activation',
  name: 'downloadCodeBatchPdf',
  method: 'GET',
  path: '/api/console/code-batches/:batchId/codes.pdf',
  access: 'staff',
  staffRoles: ROLES,
  params: codeBatchIdParamsSchema,
  download: 'application/pdf',
  response: null,
  errors: [CodeBatchErrors.unknownBatch],
});

export const downloadCodeBatchCsv = defineEndpoint({
  area: 'activation',
  name: 'downloadCodeBatchCsv',
  method: 'GET',
  path: '/api/console/code-batches/:batchId/codes.csv',
  access: 'staff',
  staffRoles: ROLES,
  params: codeBatchIdParamsSchema,
  download: 'text/csv',
  response: null,
  errors: [CodeBatchErrors.unknownBatch],
});
