import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_PAUSE_MS } from '../../../shared/hooks/use-debounced-callback';
import { DigitsField } from './digits-field';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const field = () => screen.getByLabelText('Номер заявки');
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('the request-number filter applies as the user types (issue 13, point 13)', () => {
  it('applies once the typing pauses, with digits only', () => {
    const onApply = vi.fn();
    render(<DigitsField label="Номер заявки" value="" onApply={onApply} />);
    type('1');
    type('12');
    type('12а3');
    expect(onApply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith('123');
  });

  it('applies at once on Enter, and not again after the pause', () => {
    const onApply = vi.fn();
    render(<DigitsField label="Номер заявки" value="" onApply={onApply} />);
    type('42');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onApply).toHaveBeenCalledWith('42');
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS * 2));
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('does not apply what the list is already filtered by', () => {
    const onApply = vi.fn();
    render(<DigitsField label="Номер заявки" value="7" onApply={onApply} />);
    type('7');
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(onApply).not.toHaveBeenCalled();
  });
});
