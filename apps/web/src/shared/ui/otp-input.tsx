import { useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';

export interface OtpInputProps {
  /** How many digits the code has: one box each. */
  length: number;
  /** Called with the whole code each time the last empty box is filled. */
  onComplete: (code: string) => void;
  /** Called with the digits entered so far on every change. */
  onChange?: (code: string) => void;
  disabled?: boolean;
  error?: boolean;
  autoFocus?: boolean;
  /** Id of the text that describes an error, for screen readers. */
  describedBy?: string;
}

const empty = (length: number) => Array.from({ length }, () => '');

/**
 * One-time-code input (SPEC 2.15, 5): one box per digit, digits only, moves to the next box on
 * input and back on Backspace, completes when all digits are filled. A pasted code is spread over
 * the boxes — the spec's "paste blocked" gives way to WCAG 2.2 SC 3.3.8 (ADR 0096).
 * Give it a new `key` to clear it. Plain CSS (shared/guest): the confirm step of /login carries no MUI.
 */
export function OtpInput({
  length,
  onComplete,
  onChange,
  disabled,
  error,
  autoFocus,
  describedBy,
}: OtpInputProps) {
  const [digits, setDigits] = useState(() => empty(length));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  if (digits.length !== length) setDigits(empty(length));

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[]) => {
    setDigits(next);
    const code = next.join('');
    onChange?.(code);
    if (next.every((d) => d !== '')) onComplete(code);
  };

  const handleInput = (index: number, raw: string) => {
    const previous = digits[index] ?? '';
    let typed = raw.replace(/\D/g, '');
    if (raw !== '' && typed === '') return; // not a digit: the box keeps its value
    // Typing into a filled box gives the old digit plus the new one; keep only what was added.
    if (previous && typed.length > 1) {
      if (typed.startsWith(previous)) typed = typed.slice(previous.length);
      else if (typed.endsWith(previous)) typed = typed.slice(0, -previous.length);
    }
    const next = [...digits];
    if (typed === '') {
      next[index] = '';
      commit(next);
      return;
    }
    spread(next, index, typed);
  };

  /** Several digits at once (a paste, the phone's SMS autofill) fill the boxes from `index` on. */
  const spread = (next: string[], index: number, typed: string) => {
    const chars = typed.slice(0, length - index).split('');
    chars.forEach((d, k) => (next[index + k] = d));
    commit(next);
    focusBox(index + chars.length);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (pasted === '') return;
    // a whole code goes from the first box, wherever it was pasted
    spread([...digits], pasted.length >= length ? 0 : index, pasted);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      const next = [...digits];
      if (next[index]) {
        next[index] = '';
      } else if (event.key === 'Backspace' && index > 0) {
        next[index - 1] = '';
        focusBox(index - 1);
      }
      commit(next);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  // a dragged text is not a code anyone copied: only paste and typing fill the boxes
  const block = (event: DragEvent) => event.preventDefault();

  return (
    <div role="group" aria-label="Код подтверждения" className="kg-otp" data-error={error || undefined}>
      {digits.map((digit, index) => (
        <div key={index} className="kg-box" aria-disabled={disabled || undefined}>
          <input
            className="kg-input"
            value={digit}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            onChange={(e) => handleInput(index, e.target.value)}
            onKeyDown={(e) => handleKeyDown(index, e)}
            onFocus={(e) => e.target.select()}
            onPaste={(e) => handlePaste(index, e)}
            onDrop={block}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Цифра ${index + 1} из ${length}`}
            aria-invalid={error || undefined}
            aria-describedby={describedBy}
            data-testid={`otp-digit-${index + 1}`}
          />
          <fieldset aria-hidden="true" className="kg-outline">
            <legend />
          </fieldset>
        </div>
      ))}
    </div>
  );
}
