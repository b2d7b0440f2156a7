import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpInput } from './otp-input';

afterEach(cleanup);

const box = (n: number, of = 6) => screen.getByLabelText(`Цифра ${n} из ${of}`) as HTMLInputElement;
const values = (of = 6) => Array.from({ length: of }, (_, i) => box(i + 1, of).value).join('|');

describe('OtpInput (SPEC 5 one-time code input)', () => {
  it('has one box per digit of the configured length', () => {
    render(<OtpInput length={4} onComplete={() => {}} />);
    expect(screen.getAllByLabelText(/^Цифра \d из 4$/)).toHaveLength(4);
  });

  it('accepts digits only and moves on after each digit', async () => {
    const user = userEvent.setup();
    render(<OtpInput length={6} onComplete={() => {}} />);
    await user.click(box(1));
    await user.keyboard('a1-b2 ');
    expect(values()).toBe('1|2||||');
    expect(document.activeElement).toBe(box(3));
  });

  it('spreads a pasted code over the boxes and completes (WCAG 2.2 SC 3.3.8, ADR 0096)', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<OtpInput length={6} onComplete={onComplete} />);
    await user.click(box(3));
    await user.paste(' 123-456 ');
    expect(values()).toBe('1|2|3|4|5|6');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('a pasted part of a code fills from the box it lands in', async () => {
    const user = userEvent.setup();
    render(<OtpInput length={6} onComplete={() => {}} />);
    await user.click(box(1));
    await user.keyboard('12');
    await user.paste('34');
    expect(values()).toBe('1|2|3|4||');
    expect(document.activeElement).toBe(box(5));
  });

  it('completes with the whole code once every digit is filled', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<OtpInput length={6} onComplete={onComplete} />);
    await user.click(box(1));
    await user.keyboard('12345');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('6');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('goes back on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    render(<OtpInput length={6} onComplete={() => {}} />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1|||||');
    expect(document.activeElement).toBe(box(2));
  });

  it('replaces a digit typed over and completes again with the new code', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<OtpInput length={4} onComplete={onComplete} />);
    await user.click(box(1, 4));
    await user.keyboard('1234');
    await user.click(box(2, 4));
    await user.keyboard('9');
    expect(values(4)).toBe('1|9|3|4');
    expect(onComplete).toHaveBeenLastCalledWith('1934');
  });
});
