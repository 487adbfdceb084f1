import { useCallback, useRef } from 'react';
import type { ChangeEvent, FocusEvent } from 'react';
import { applyMask } from './masked-edit.ts';
import type { DeleteDirection, Mask } from './masked-edit.ts';

function deleteDirection(event: ChangeEvent<HTMLInputElement>, previous: string): DeleteDirection {
  const native = event.nativeEvent;
  const inputType = native instanceof InputEvent ? native.inputType : '';
  if (inputType === 'deleteContentForward') return 'forward';
  if (inputType.startsWith('delete')) return 'backward';
  return event.target.value.length < previous.length ? 'backward' : null;
}

/**
 * Formats an input as it is edited and keeps the caret where the member is editing. `onChange`
 * writes the formatted value into the input and returns it for the form or state.
 */
export function useMask(mask: Mask) {
  const previous = useRef('');

  const onFocus = useCallback((event: FocusEvent<HTMLInputElement>) => {
    previous.current = event.target.value;
  }, []);

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>): string => {
      const input = event.target;
      const caret = input.selectionStart ?? input.value.length;
      const edit = applyMask(
        mask,
        previous.current,
        input.value,
        caret,
        deleteDirection(event, previous.current),
      );
      input.value = edit.value;
      if (document.activeElement === input) input.setSelectionRange(edit.caret, edit.caret);
      previous.current = edit.value;
      return edit.value;
    },
    [mask],
  );

  return { onFocus, onChange };
}
