import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { digitsOnly } from '@/lib/format';

export type OtpInputProps = {
  /** One entry per box: a digit or ''. */
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** The id of the boxes' message, while there is one. */
  describedBy?: string;
  autoFocus?: boolean;
  /** Given a handle whose focus() goes to the first empty box (the form focuses it after a refused submit). */
  focusRef?: (handle: { focus: () => void } | null) => void;
};

/** Single-digit boxes (plain inputs, styled by ../plain/login.css): typing moves forward, Backspace on an empty box moves back, paste fills. */
export function OtpInput({ value, onChange, disabled, invalid, describedBy, autoFocus, focusRef }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = value.length;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };

  const firstEmpty = Math.max(0, value.indexOf(''));
  useEffect(() => {
    focusRef?.({ focus: () => focusBox(firstEmpty) });
  });

  const fill = (start: number, digits: string) => {
    const next = [...value];
    const placed = digits.slice(0, length - start);
    [...placed].forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    onChange(next);
    focusBox(start + placed.length);
  };

  const handleChange = (index: number, raw: string) => {
    const digits = digitsOnly(raw);
    const previous = value[index];
    if (raw === '') return onChange(value.map((digit, at) => (at === index ? '' : digit)));
    if (!digits) return;
    // Retyping the digit a box already holds still moves on, as typing over it would.
    if (digits === previous) return focusBox(index + 1);
    if (digits.length >= length) return fill(0, digits);
    if (previous && digits.length === 2) return fill(index, digits[0] === previous ? digits[1] : digits[0]);
    fill(index, digits);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOnly(event.clipboardData.getData('text'));
    if (digits) fill(digits.length >= length ? 0 : index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // A digit key writes its box here rather than through onChange: typing a digit over the same
    // selected digit leaves the input's value unchanged, and React fires no change event for that.
    if (/^[0-9]$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      fill(index, event.key);
    } else if (event.key === 'Backspace' && value[index] === '') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <div role="group" aria-label="One-time code" className="pl-otp">
      {value.map((digit, index) => (
        <input
          key={index}
          className="pl-input"
          ref={(element) => {
            boxes.current[index] = element;
          }}
          aria-label={`Digit ${index + 1}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          value={digit}
          onChange={(event) => handleChange(index, event.target.value)}
          onPaste={(event) => handlePaste(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
