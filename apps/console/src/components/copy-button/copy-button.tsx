import { Button } from '@citybook/ui';
import { useState } from 'react';

/** Copies text to the clipboard and says so (politely, for screen readers too). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <span>
      <Button
        variant="secondary"
        onClick={() => {
          navigator.clipboard.writeText(text).then(
            () => setState('copied'),
            () => setState('failed'),
          );
        }}
      >
        {label}
      </Button>{' '}
      <span role="status">
        {state === 'copied'
          ? 'Copied.'
          : state === 'failed'
            ? 'Copying did not work: select the text and copy it.'
            : ''}
      </span>
    </span>
  );
}
