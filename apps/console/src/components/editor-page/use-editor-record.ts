import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';

interface EditorRecordOptions<Editor> {
  /** The route parameter naming the row: a positive id, or `new`. */
  param: string;
  /** The editor endpoint's name: the query key of each row's editor data. */
  editorKey: string;
  /** The grid endpoint's name: its pages (and the choices made from them) reload after a save. */
  gridKey: string;
  load: (id: number, signal: AbortSignal) => Promise<Editor>;
}

/** A word handed over by the page that led here (e.g. "… is added" after a new row's page). */
export interface EditorNoticeState {
  readonly notice?: string;
}

/**
 * OPERATOR-10: the row an editor page edits, from its address (`/<kind>/new` or `/<kind>/<id>`),
 * and the page's word on the last thing that happened (saved, retired).
 */
export function useEditorRecord<Editor extends { id: number }>({
  param,
  editorKey,
  gridKey,
  load,
}: EditorRecordOptions<Editor>) {
  const raw = useParams()[param];
  const id = raw === 'new' ? undefined : Number(raw);
  const valid = id === undefined || (Number.isInteger(id) && id > 0);
  const queryClient = useQueryClient();
  const handedOver = (useLocation().state as EditorNoticeState | null)?.notice;
  const [notice, setNotice] = useState<string | undefined>(handedOver);
  const query = useQuery({
    queryKey: [editorKey, id ?? 0],
    queryFn: ({ signal }) => load(id!, signal),
    enabled: id !== undefined && valid,
  });
  return {
    isNew: id === undefined,
    notFound: !valid || (query.error instanceof ApiError && query.error.status === 404),
    query,
    loaded: query.data,
    notice,
    setNotice,
    /** Keeps the saved row as the editor's data, and has the grids ask again. */
    store: (next: Editor) => {
      queryClient.setQueryData([editorKey, next.id], next);
      void queryClient.invalidateQueries({ queryKey: [gridKey] });
    },
    /** Opens the stored row again (after an edit conflict). */
    reload: () => {
      setNotice(undefined);
      void query.refetch();
    },
  };
}

export type EditorRecord<Editor extends { id: number }> = ReturnType<
  typeof useEditorRecord<Editor>
>;
