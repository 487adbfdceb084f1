/**
 * Each property runs with a fixed seed (FC_SEED overrides it, FC_RUNS scales the runs); a failure
 * names route, seed and counterexample so it can be replayed.
 */
export const SEED = Number(process.env.FC_SEED ?? 80_808);
export const RUNS = Number(process.env.FC_RUNS ?? 24);
