import * as z from 'zod/mini';

// The server's CSP allows scripts from 'self' only (no 'unsafe-eval'). Zod 4 probes `new Function`
// once to compile faster parsers; the browser refuses it and logs a CSP violation (an issue in
// DevTools, which Lighthouse's best-practices audit counts). Jitless parsing never tries.
z.config({ jitless: true });
