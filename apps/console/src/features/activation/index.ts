import { CODE_BATCH_ROLES } from '@citybook/contract/activation';

/** The activation area's console screens: batches of printed codes (OPERATOR-15…17). */
export { CodeBatchesPage } from './code-batches/code-batches-page.tsx';
export { NewCodeBatchPage } from './code-batches/new-code-batch-page.tsx';
export { CodeBatchPage } from './code-batches/code-batch-page.tsx';

/** Who makes, downloads and voids code batches. */
export const CODE_ROLES = CODE_BATCH_ROLES;
