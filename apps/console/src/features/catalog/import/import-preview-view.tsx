import {
  leavesTheBook,
  type ImportError,
  type ImportFormat,
  type ImportSection,
  type ImportSectionPreview,
} from '@citybook/contract/catalog';
import { formatCount } from '../../../lib/format.ts';
import styles from './import.module.css';

/** The sections as the console names them (the file's own names are in the slugs' sections). */
export const SECTION_LABELS: Record<ImportSection, string> = {
  markets: 'Markets',
  categories: 'Categories',
  editions: 'Book editions',
  franchisors: 'Franchises',
  merchants: 'Merchants',
  offers: 'Offers',
  ads: 'Ads',
};

/** How many of a list are shown before "and n more": a file may hold thousands of rows. */
const SHOWN_PER_LIST = 50;

/** The sections the file has rows of. */
export function sectionsInFile(sections: readonly ImportSectionPreview[]): ImportSectionPreview[] {
  return sections.filter((each) => each.added.length + each.changed.length + each.unchanged > 0);
}

/** MERCHANT-12: how many rows of a section the import retires (merchants marked as having left). */
export const retiredBy = (section: ImportSectionPreview) =>
  section.changed.filter(leavesTheBook).length;

export function importTotals(sections: readonly ImportSectionPreview[]) {
  return sections.reduce(
    (sum, each) => ({
      added: sum.added + each.added.length,
      changed: sum.changed + each.changed.length,
      unchanged: sum.unchanged + each.unchanged,
      retired: sum.retired + retiredBy(each),
    }),
    { added: 0, changed: 0, unchanged: 0, retired: 0 },
  );
}

/** OPERATOR-14: per section, how many rows the import adds, changes and leaves as they are. */
export function ImportCounts({
  caption,
  sections,
  tense,
}: {
  caption: string;
  sections: readonly ImportSectionPreview[];
  tense: 'preview' | 'applied';
}) {
  const shown = sectionsInFile(sections);
  const totals = importTotals(shown);
  const [added, changed] = tense === 'preview' ? ['To add', 'To change'] : ['Added', 'Changed'];
  return (
    <div className={styles.tableBox}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Section</th>
            <th scope="col" className={styles.number}>
              {added}
            </th>
            <th scope="col" className={styles.number}>
              {changed}
            </th>
            <th scope="col" className={styles.number}>
              Unchanged
            </th>
            <th scope="col" className={styles.number}>
              Retired
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((each) => (
            <tr key={each.section}>
              <th scope="row">{SECTION_LABELS[each.section]}</th>
              <td className={styles.number}>{formatCount(each.added.length)}</td>
              <td className={styles.number}>{formatCount(each.changed.length)}</td>
              <td className={styles.number}>{formatCount(each.unchanged)}</td>
              <td className={styles.number}>{formatCount(retiredBy(each))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">All</th>
            <td className={styles.number}>{formatCount(totals.added)}</td>
            <td className={styles.number}>{formatCount(totals.changed)}</td>
            <td className={styles.number}>{formatCount(totals.unchanged)}</td>
            <td className={styles.number}>{formatCount(totals.retired)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function Value({ value }: { value: string | number | boolean | null }) {
  if (value === null || value === '') return <span className={styles.muted}>none</span>;
  return <span className={styles.value}>{String(value)}</span>;
}

function More({ count }: { count: number }) {
  if (count <= 0) return null;
  return <li className={styles.muted}>and {formatCount(count)} more</li>;
}

/** What the import adds and changes, row by row: each added slug, each changed field before → after. */
export function ImportChanges({ sections }: { sections: readonly ImportSectionPreview[] }) {
  const touched = sections.filter((each) => each.added.length + each.changed.length > 0);
  if (touched.length === 0) return null;
  return (
    <div className={styles.changes}>
      {touched.map((each) => (
        <details key={each.section} className={styles.details}>
          <summary>
            {SECTION_LABELS[each.section]}: {formatCount(each.added.length)} new,{' '}
            {formatCount(each.changed.length)} changed
          </summary>
          {each.added.length > 0 ? (
            <>
              <h3 className={styles.listTitle}>New</h3>
              <ul className={styles.slugs}>
                {each.added.slice(0, SHOWN_PER_LIST).map((slug) => (
                  <li key={slug}>
                    <code>{slug}</code>
                  </li>
                ))}
                <More count={each.added.length - SHOWN_PER_LIST} />
              </ul>
            </>
          ) : null}
          {each.changed.length > 0 ? (
            <>
              <h3 className={styles.listTitle}>Changed</h3>
              <ul className={styles.changedRows}>
                {each.changed.slice(0, SHOWN_PER_LIST).map((row) => (
                  <li key={row.slug}>
                    <code>{row.slug}</code>
                    {leavesTheBook(row) ? (
                      <span className={styles.retired}> has left the book: it is retired</span>
                    ) : row.retired ? (
                      <span className={styles.retired}> retired: it stays retired</span>
                    ) : null}
                    <ul className={styles.fields}>
                      {row.fields.map((change) => (
                        <li key={change.field}>
                          <span className={styles.fieldName}>{change.field}</span>:{' '}
                          <Value value={change.before} /> <span aria-hidden="true">→</span>
                          <span className={styles.visuallyHidden}>becomes</span>{' '}
                          <Value value={change.after} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
                <More count={each.changed.length - SHOWN_PER_LIST} />
              </ul>
            </>
          ) : null}
        </details>
      ))}
    </div>
  );
}

function whereOf(error: ImportError): string {
  if (error.line !== null) return `Line ${String(error.line)}`;
  if (error.path !== null) return error.path;
  return 'The whole file';
}

/** OPERATOR-14: every error of the file, with its line (CSV) or row (JSON) and its field. */
export function ImportErrors({
  errors,
  fileName,
  format,
}: {
  errors: readonly ImportError[];
  fileName: string;
  format: ImportFormat;
}) {
  return (
    <div className={styles.tableBox}>
      <table className={styles.table}>
        <caption className={styles.caption}>Errors in {fileName}</caption>
        <thead>
          <tr>
            <th scope="col">{format === 'csv' ? 'Line' : 'Row'}</th>
            <th scope="col">Field</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error, index) => (
            // The same line and field may hold two problems: the position keeps rows apart.
            <tr key={`${String(index)}:${error.text}`}>
              <td className={styles.where}>{whereOf(error)}</td>
              <td>{error.field === null ? '—' : <code>{error.field}</code>}</td>
              <td>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
