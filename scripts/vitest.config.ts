import { defineProject } from 'vitest/config';

// The repository's own checks (requirement ids); the lint boundary probes prove themselves.
export default defineProject({ test: { name: 'scripts', include: ['*.test.ts'] } });
