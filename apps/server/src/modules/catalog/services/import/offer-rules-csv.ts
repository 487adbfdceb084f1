import { WEEKDAYS, type Weekday } from '@citybook/contract';

/**
 * The offer rules as flat CSV columns an operator can type (docs/import.md),
 * turned into the JSON `rules` object. A cell that cannot be read is a problem naming its column;
 * what the cells say (real dates, from before to) is checked afterwards by the contract's schema.
 */
export const RULE_COLUMNS = [
  'validDays',
  'validHours',
  'validDates',
  'blackoutDates',
  'serviceMode',
  'minimumSpend',
  'partySize',
] as const;
type RuleColumn = (typeof RULE_COLUMNS)[number];

/** The CSV column a field of the JSON `rules` comes from, for messages. */
export const RULE_COLUMN_OF: Record<string, RuleColumn> = {
  days: 'validDays',
  hours: 'validHours',
  dateRanges: 'validDates',
  blackoutDates: 'blackoutDates',
  serviceMode: 'serviceMode',
  minimumSpend: 'minimumSpend',
  partySize: 'partySize',
};

class CellProblem extends Error {}

const list = (cell: string) =>
  cell
    .split(/[;,\s]+/)
    .map((item) => item.trim())
    .filter(Boolean);

const dayOf = (name: string): Weekday => {
  const day = WEEKDAYS.find((each) => each === name.toLowerCase().slice(0, 3));
  if (
    !day ||
    !'monday tuesday wednesday thursday friday saturday sunday'.includes(name.toLowerCase())
  )
    throw new CellProblem(`"${name}" is not a day; use Mon, Tue, … Sun`);
  return day;
};

/** "Tue-Thu", "Mon Wed Fri", "Fri-Sun; Mon" */
function days(cell: string): Weekday[] {
  return cell
    .split(/[;,\s]+/)
    .filter(Boolean)
    .flatMap((part) => {
      const [first, last, extra] = part.split(/[-–]/);
      if (extra !== undefined || !first) throw new CellProblem(`cannot read "${part}"`);
      if (last === undefined) return [dayOf(first)];
      const start = WEEKDAYS.indexOf(dayOf(first));
      const end = WEEKDAYS.indexOf(dayOf(last));
      const span = (end - start + 7) % 7;
      return Array.from({ length: span + 1 }, (_u, step) => WEEKDAYS[(start + step) % 7] ?? 'mon');
    });
}

/** "11:00-15:00" */
function hours(cell: string) {
  const match = /^(\S+)\s*[-–]\s*(\S+)$/.exec(cell);
  if (!match?.[1] || !match[2]) throw new CellProblem('use HH:MM-HH:MM, e.g. 11:00-15:00');
  return { from: match[1], to: match[2] };
}

/** "2027-06-01 to 2027-08-31; 2027-12-01 to 2027-12-24" */
function dateRanges(cell: string) {
  return cell
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(\S+)\s+to\s+(\S+)$/.exec(part);
      if (!match?.[1] || !match[2]) {
        throw new CellProblem(`use YYYY-MM-DD to YYYY-MM-DD, e.g. 2027-06-01 to 2027-08-31`);
      }
      return { from: match[1], to: match[2] };
    });
}

/** "dine-in" or "take-out" */
function serviceMode(cell: string) {
  const key = cell.toLowerCase().replace(/[^a-z]/g, '');
  if (key === 'dinein') return 'dineIn';
  if (key === 'takeout') return 'takeOut';
  throw new CellProblem('use dine-in or take-out');
}

function dollars(cell: string): number {
  const amount = Number(cell.replace(/^\$/, ''));
  if (cell === '' || Number.isNaN(amount)) throw new CellProblem('use dollars, e.g. 20 or 12.50');
  return amount;
}

/** "2-6", "2+", "4" */
function partySize(cell: string) {
  const range = /^(\d+)\s*[-–]\s*(\d+)$/.exec(cell);
  if (range) return { min: Number(range[1]), max: Number(range[2]) };
  const atLeast = /^(\d+)\s*\+$/.exec(cell);
  if (atLeast) return { min: Number(atLeast[1]) };
  if (/^\d+$/.test(cell)) return { min: Number(cell), max: Number(cell) };
  throw new CellProblem('use 2-6, 2+ or 4');
}

const READERS: Record<RuleColumn, [field: string, read: (cell: string) => unknown]> = {
  validDays: ['days', days],
  validHours: ['hours', hours],
  validDates: ['dateRanges', dateRanges],
  blackoutDates: ['blackoutDates', list],
  serviceMode: ['serviceMode', serviceMode],
  minimumSpend: ['minimumSpend', dollars],
  partySize: ['partySize', partySize],
};

/**
 * Takes the rule columns out of a CSV row and puts their `rules` object in (none when every rule
 * cell is blank). Answers the problems, each with its column.
 */
export function rulesFromCsvRow(
  row: Record<string, unknown>,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const rules: Record<string, unknown> = {};
  for (const column of RULE_COLUMNS) {
    const cell = row[column];
    delete row[column];
    if (typeof cell !== 'string' || cell === '') continue;
    const [field, read] = READERS[column];
    try {
      rules[field] = read(cell);
    } catch (error) {
      if (!(error instanceof CellProblem)) throw error;
      problems.push({ field: column, message: error.message });
    }
  }
  if (Object.keys(rules).length > 0) row.rules = rules;
  return problems;
}
