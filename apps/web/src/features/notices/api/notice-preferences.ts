import { NoticesApi } from '@citybook/contract/notices';
import type { NoticePreferences } from '@citybook/contract/notices';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const noticePreferencesQueryKey = ['notices', 'preferences'] as const;

/** NOTICE-10: the reminders the member gets by mail. */
export function getNoticePreferences(signal?: AbortSignal): Promise<NoticePreferences> {
  return callApi(NoticesApi.getNoticePreferences, { signal });
}

export function useNoticePreferences(options: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: noticePreferencesQueryKey,
      queryFn: ({ signal }) => getNoticePreferences(signal),
      enabled: options.enabled ?? true,
    }),
  );
}

export function updateNoticePreferences(body: NoticePreferences): Promise<NoticePreferences> {
  return callApi(NoticesApi.updateNoticePreferences, { body });
}

/** Saves the choices; the answer is what the server now holds. */
export function useUpdateNoticePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNoticePreferences,
    onSuccess: (saved) => queryClient.setQueryData(noticePreferencesQueryKey, saved),
  });
}
