import * as z from 'zod/mini';

// As in the member app: the server's CSP allows scripts from 'self' only, and Zod 4's probe of
// `new Function` would log a CSP violation. Jitless parsing never tries.
z.config({ jitless: true });
