import type { ImportPreview } from '@citybook/contract';

const shown = (value: unknown) => (value === null ? '(none)' : JSON.stringify(value));

/**
 * OPERATOR-14: a preview as the CLI's `import --dry-run` prints it: every error, or per section
 * what would be added and changed (each changed field, before → after).
 */
export function previewText(preview: ImportPreview): string {
  if (preview.errors.length > 0) {
    return `${preview.errors.map((error) => error.text).join('\n')}\n`;
  }
  const lines: string[] = [];
  for (const section of preview.sections) {
    const { added, changed, unchanged } = section;
    if (added.length + changed.length + unchanged === 0) continue;
    lines.push(
      `${section.section}: ${added.length} to add, ${changed.length} to change, ${unchanged} unchanged`,
    );
    for (const slug of added) lines.push(`  + ${slug}`);
    for (const row of changed) {
      lines.push(`  ~ ${row.slug}${row.retired ? ' (retired, stays retired)' : ''}`);
      for (const { field, before, after } of row.fields) {
        lines.push(`      ${field}: ${shown(before)} → ${shown(after)}`);
      }
    }
  }
  return `${lines.length > 0 ? lines.join('\n') : 'the file holds no rows'}\n`;
}
