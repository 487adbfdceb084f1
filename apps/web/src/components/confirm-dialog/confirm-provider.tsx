import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { ConfirmContext } from './confirm-context.ts';
import type { ConfirmOptions } from './confirm-context.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface Question extends ConfirmOptions {
  id: number;
  answer: (confirmed: boolean) => void;
}

let nextId = 1;

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [questions, setQuestions] = useState<Question[]>([]);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setQuestions((current) => [...current, { ...options, id: nextId++, answer: resolve }]);
      }),
    [],
  );

  const current = questions[0];
  return (
    <ConfirmContext value={confirm}>
      {children}
      {current ? (
        <ConfirmDialog
          key={current.id}
          title={current.title}
          message={current.message}
          confirmLabel={current.confirmLabel ?? 'OK'}
          cancelLabel={current.cancelLabel ?? 'Cancel'}
          onAnswer={(confirmed) => {
            setQuestions((rest) => rest.filter((item) => item.id !== current.id));
            current.answer(confirmed);
          }}
        />
      ) : null}
    </ConfirmContext>
  );
}
