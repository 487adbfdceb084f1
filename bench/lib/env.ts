/** Benchmark settings from the environment: a bad value stops the script with a message naming it. */
export function envInt(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(
      `${name} must be a whole number from ${String(min)} to ${String(max)} (got "${raw}")`,
    );
  }
  return value;
}

export function envDatabaseUrl(name: string): string | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return undefined;
  if (!/^(postgres(ql)?:\/\/|sqlite:).+/.test(raw)) {
    throw new Error(`${name} must start with postgres://, postgresql:// or sqlite: (got "${raw}")`);
  }
  return raw;
}
