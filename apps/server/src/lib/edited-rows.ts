import {
  ConsoleEditErrors,
  ConsoleEditText,
  type ErrorAnswer,
  type RetireRequest,
} from '@citybook/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { HttpError } from './http-error.ts';

/*
 * How the console saves a catalogue row (OPERATOR-10), whichever module owns its table: in one
 * transaction the rules are checked, the row written under its revision, and the change recorded
 * in the audit log with the row before and after (OPERATOR-8). The catalogue version moves in the
 * same transaction, by the tables' triggers (CATALOG-24), so members see the change at their next
 * load (OPERATOR-11).
 */

/** Who saves, and the request it came in, for the audit log. */
export interface EditContext {
  db: Kysely<DB>;
  actor: { staffId: number; email: string };
  requestId?: string;
  clientAddress?: string;
  now: Date;
}

/** One audit row, as the staff module's `recordStaffAction` takes it. */
export interface EditRecord {
  actor: { staffId: number | null; email: string };
  action: string;
  objectType: string;
  objectId: number;
  before: unknown;
  after: unknown;
  requestId?: string;
  clientAddress?: string;
  now: Date;
}

/** The columns a save writes, as its table names them. */
export type Columns = Record<string, unknown>;

/**
 * What a kind of edited row (market, category, franchise, merchant, edition, ad) brings to the
 * flow. `Change` is what a save sends besides the revision: the create form, unless the kind keeps
 * some of it (its slug, its market) from its creation.
 */
export interface EditedKind<Form, Editor, Change = Form> {
  /** The audit log's object type, and the first word of its actions. */
  objectType: string;
  unknown: ErrorAnswer;
  unknownMessage: string;
  /** The editor's data of a row, read in the transaction; undefined: no such row. */
  read(db: Kysely<DB>, id: number): Promise<Editor | undefined>;
  /** The row whose slug this is, if any. */
  slugOwner(db: Kysely<DB>, slug: string): Promise<number | undefined>;
  /** Adds the row, made `now`; undefined when another took the slug meanwhile. */
  insert(trx: Transaction<DB>, columns: Columns, now: Date): Promise<number | undefined>;
  /** Writes the columns and moves the revision on, when the row still has `revision`. */
  update(trx: Transaction<DB>, id: number, revision: number, columns: Columns): Promise<boolean>;
  /**
   * The form's columns, after its references are checked (refusing with their field's answer);
   * `before` is the row's editor data when it is saved over (an offer's merchant is its own).
   */
  columnsOf(trx: Transaction<DB>, form: Form, now: Date, before?: Editor): Promise<Columns>;
  /** A save's columns, when they differ from the form's: checked against the row as it was. */
  changeColumnsOf?(
    trx: Transaction<DB>,
    change: Change,
    before: Editor,
    now: Date,
  ): Promise<Columns>;
  /** Refuses to retire a row that members still reach through others (a category's merchants). */
  checkRetire?(trx: Transaction<DB>, id: number): Promise<void>;
  /** Refuses to bring back a row whose own references are retired (a merchant's market). */
  checkUnretire?(trx: Transaction<DB>, editor: Editor): Promise<void>;
  record(trx: Transaction<DB>, entry: EditRecord): Promise<void>;
}

const slugTaken = () => new HttpError(ConsoleEditErrors.slugTaken, ConsoleEditText.slugTaken);
const editConflict = () =>
  new HttpError(ConsoleEditErrors.editConflict, ConsoleEditText.editConflict);

function entry(context: EditContext, action: string, objectType: string, id: number) {
  return {
    actor: context.actor,
    action: `${objectType}.${action}`,
    objectType,
    objectId: id,
    now: context.now,
    ...(context.requestId === undefined ? {} : { requestId: context.requestId }),
    ...(context.clientAddress === undefined ? {} : { clientAddress: context.clientAddress }),
  };
}

async function readOrRefuse<Form, Editor, Change>(
  kind: EditedKind<Form, Editor, Change>,
  db: Kysely<DB>,
  id: number,
): Promise<Editor> {
  const editor = await kind.read(db, id);
  if (editor === undefined) throw new HttpError(kind.unknown, kind.unknownMessage);
  return editor;
}

/** The editor's data of one row, or its 404. */
export function editorOf<Form, Editor, Change>(
  kind: EditedKind<Form, Editor, Change>,
  db: Kysely<DB>,
  id: number,
): Promise<Editor> {
  return readOrRefuse(kind, db, id);
}

/** Adds a row from its form; answers its editor's data. */
export async function createEdited<Form extends { slug: string }, Editor, Change>(
  kind: EditedKind<Form, Editor, Change>,
  context: EditContext,
  form: Form,
): Promise<Editor> {
  return context.db.transaction().execute(async (trx) => {
    if ((await kind.slugOwner(trx, form.slug)) !== undefined) throw slugTaken();
    const columns = await kind.columnsOf(trx, form, context.now);
    const id = await kind.insert(trx, columns, context.now);
    if (id === undefined) throw slugTaken();
    const after = await readOrRefuse(kind, trx, id);
    await kind.record(trx, {
      ...entry(context, 'create', kind.objectType, id),
      before: null,
      after,
    });
    return after;
  });
}

/**
 * Runs the work in a transaction, or in the caller's when `db` is one: a save that is part of a
 * larger change (an approved change request, MERCHANT-9) is written with it or not at all.
 */
export function inTransaction<T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<DB>) : db.transaction().execute(work);
}

/** Saves a row's form over the revision its editor opened; a newer one refuses it (409). */
export async function updateEdited<Form extends { slug: string }, Editor, Change>(
  kind: EditedKind<Form, Editor, Change>,
  context: EditContext,
  id: number,
  form: Change & { revision: number },
): Promise<Editor> {
  return inTransaction(context.db, async (trx) => {
    const before = await readOrRefuse(kind, trx, id);
    const { slug } = form as { slug?: unknown };
    if (typeof slug === 'string') {
      const owner = await kind.slugOwner(trx, slug);
      if (owner !== undefined && owner !== id) throw slugTaken();
    }
    const columns = kind.changeColumnsOf
      ? await kind.changeColumnsOf(trx, form, before, context.now)
      : await kind.columnsOf(trx, form as unknown as Form, context.now, before);
    if (!(await kind.update(trx, id, form.revision, columns))) throw editConflict();
    const after = await readOrRefuse(kind, trx, id);
    await kind.record(trx, { ...entry(context, 'update', kind.objectType, id), before, after });
    return after;
  });
}

/** Retires a row (hidden from members, never deleted) or brings it back. */
export async function setRetired<Form, Editor extends { retiredAt: string | null }>(
  kind: EditedKind<Form, Editor>,
  context: EditContext,
  id: number,
  { retired, revision }: RetireRequest,
): Promise<Editor> {
  return context.db.transaction().execute(async (trx) => {
    const before = await readOrRefuse(kind, trx, id);
    if (retired) await kind.checkRetire?.(trx, id);
    else await kind.checkUnretire?.(trx, before);
    // Already so: a second click changes nothing and records nothing.
    if ((before.retiredAt !== null) === retired) return before;
    const columns = { retired_at: retired ? context.now.toISOString() : null };
    if (!(await kind.update(trx, id, revision, columns))) throw editConflict();
    const after = await readOrRefuse(kind, trx, id);
    await kind.record(trx, {
      ...entry(context, retired ? 'retire' : 'unretire', kind.objectType, id),
      before,
      after,
    });
    return after;
  });
}

/** The editor flows of a kind: open, create, save, retire or bring back. */
export function editorsOf<
  Form extends { slug: string },
  Editor extends { retiredAt: string | null },
>(kind: EditedKind<Form, Editor>) {
  return {
    open: (db: Kysely<DB>, id: number) => editorOf(kind, db, id),
    create: (context: EditContext, form: Form) => createEdited(kind, context, form),
    update: (context: EditContext, id: number, form: Form & { revision: number }) =>
      updateEdited(kind, context, id, form),
    setRetired: (context: EditContext, id: number, request: RetireRequest) =>
      setRetired(kind, context, id, request),
  };
}

/** A grid's answer (OPERATOR-9): the page a repository read, with the page asked for. */
export function gridOf<Query extends { page: number; pageSize: number }, Row>(
  read: (db: Kysely<DB>, query: Query) => Promise<{ rows: Row[]; total: number }>,
) {
  return async (db: Kysely<DB>, query: Query) => ({
    ...(await read(db, query)),
    page: query.page,
    pageSize: query.pageSize,
  });
}
