import { Timing } from '@citybook/contract/app';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { toastFromState } from '../../components/toast/toast-state.ts';

interface ShownToast {
  entryKey: string;
  message: string;
}

/**
 * The message a navigation carried (see `withToast`): shown a moment after arriving, hidden after
 * a few seconds (APP-13), and only once per history entry, so going back does not repeat it.
 */
export function useNavigationToast(): string | null {
  const location = useLocation();
  const [toast, setToast] = useState<ShownToast | null>(null);
  const shownEntries = useRef(new Set<string>());

  useEffect(() => {
    const message = toastFromState(location.state);
    if (message === null || shownEntries.current.has(location.key)) return;
    const timer = setTimeout(() => {
      setToast({ entryKey: location.key, message });
    }, Timing.toastAfterNavigationMs);
    return () => {
      clearTimeout(timer);
    };
  }, [location.key, location.state]);

  useEffect(() => {
    if (!toast) return;
    shownEntries.current.add(toast.entryKey);
    const timer = setTimeout(() => {
      setToast(null);
    }, Timing.toastHideMs);
    return () => {
      clearTimeout(timer);
    };
  }, [toast]);

  return toast?.message ?? null;
}
