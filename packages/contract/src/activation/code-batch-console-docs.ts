import type { AreaDocs } from '../endpoint.ts';
import type { CodeBatchErrors } from './code-batch-console.ts';
import type * as CodeBatchConsoleApi from './code-batch-console-endpoints.ts';

/** The API reference's words for the console's code batches (OPERATOR-15…17). */
export const codeBatchConsoleDocs = {
  endpoints: {
    getCodeBatchGrid:
      'A page of the code batches, sorted and filtered (a part of the label or batch key; edition) on the server, each with its usage: codes activated, unused and void.',
    getCodeBatch:
      'One code batch with its usage, why it was voided, and the codes of it voided one by one.',
    createCodeBatch:
      'Makes a batch of unguessable codes for an edition (count, the activation’s days or the edition’s dates, a label); audited.',
    voidCodeBatch:
      'Withdraws every unused code of the batch, with a reason; codes already activated keep working. Audited.',
    voidActivationCode:
      'Withdraws one unused code of the batch, with a reason; an activated code cannot be voided. Audited.',
    downloadCodeBatchPdf:
      'The batch as a print-ready PDF (A4 sheets of cut-out cards: the code, its QR code opening the activation page with the code filled in, the edition and the last day to activate), streamed.',
    downloadCodeBatchCsv:
      'The batch’s codes as CSV (code, activation link, status, activated at, voided at, reason), streamed.',
  },
  errors: {
    unknownBatch: 'There is no code batch with this id.',
    unknownEdition: 'There is no edition with this id (shown on the edition field).',
    codeNotInBatch: 'The code is not one of this batch’s (shown on the code field).',
    alreadyVoid: 'The batch, or the code, is void already.',
    codeActivated:
      'The code was activated; an activated code keeps working, so it cannot be voided.',
  },
} as const satisfies AreaDocs<typeof CodeBatchConsoleApi, typeof CodeBatchErrors>;
