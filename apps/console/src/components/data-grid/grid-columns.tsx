import { RowLink } from '../page-links/page-links.tsx';
import { RetiredBadge } from '../status-badge/status-badge.tsx';
import type { GridColumn } from './grid-features.ts';

/*
 * The columns several console grids show alike (OPERATOR-9): a row's name opening its editor, its
 * slug, and whether it is live or retired (OPERATOR-10).
 */

/** The row's name (the `title` sort), a link to its editor at `<path>/<id>`. */
export function nameColumn<Row extends { id: number; title: string }>(
  path: string,
  header = 'Name',
): GridColumn<Row> {
  return {
    id: 'title',
    accessorFn: (row) => row.title,
    header,
    cell: ({ row }) => (
      <RowLink to={`${path}/${String(row.original.id)}`}>{row.original.title}</RowLink>
    ),
  };
}

/** The row's slug (the `slug` sort): the key imports match it by. */
export function slugColumn<Row extends { slug: string }>(): GridColumn<Row> {
  return { id: 'slug', accessorFn: (row) => row.slug, header: 'Slug' };
}

/** Live or retired, as a badge. */
export function statusColumn<Row extends { retired: boolean }>(): GridColumn<Row> {
  return {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <RetiredBadge retired={row.original.retired} />,
  };
}
