import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredMount, queueMount } from './deferred-mount';
import { FieldPreview } from './field-preview';

beforeEach(() => {
  vi.useFakeTimers();
  // a frame every 16 ms, as a browser would paint
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 16));
});
afterEach(() => {
  // the queue is the module's: let every turn it scheduled run before the next test
  act(() => vi.runAllTimers());
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Runs the next frame and the task after it. */
const nextTurn = () => act(() => vi.advanceTimersByTime(17));

function Fields() {
  return (
    <>
      {['Статус', 'Культура', 'Менеджер'].map((label) => (
        <DeferredMount key={label} fallback={<span>заглушка {label}</span>}>
          <button type="button">{label}</button>
        </DeferredMount>
      ))}
    </>
  );
}

describe('DeferredMount', () => {
  it('shows the stand-ins first, then mounts the widgets one per task after a paint, in order', () => {
    render(<Fields />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('заглушка Статус')).toBeTruthy();

    nextTurn();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Статус']);
    nextTurn();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Статус', 'Культура']);
    nextTurn();
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(screen.queryByText(/заглушка/)).toBeNull();
  });

  it('keeps a stand-in out of reach: inert and hidden from assistive technology', () => {
    render(<Fields />);
    const standIn = screen.getByText('заглушка Культура').parentElement!;
    expect(standIn.hasAttribute('inert')).toBe(true);
    expect(standIn.getAttribute('aria-hidden')).toBe('true');
  });

  it('mounts a widget at once when the pointer enters its stand-in, before the click lands', () => {
    render(<Fields />);
    fireEvent.pointerEnter(screen.getByText('заглушка Менеджер').parentElement!.parentElement!);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Менеджер']);
    // the queue moves on to the others and does not mount the hovered one twice
    nextTurn();
    nextTurn();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Статус',
      'Культура',
      'Менеджер',
    ]);
  });

  it('drops the queued mount of a component that is gone', () => {
    const { unmount } = render(<Fields />);
    unmount();
    const ran = vi.fn();
    queueMount(ran);
    nextTurn();
    expect(ran).toHaveBeenCalledTimes(1);
  });
});

describe('FieldPreview', () => {
  it('shows the label inside an empty field and above a filled one, with the value', () => {
    const { rerender } = render(<FieldPreview label="Статус" />);
    const label = () => screen.getByText('Статус', { selector: 'label' });
    expect(label().getAttribute('data-shrink')).toBe('false');
    rerender(<FieldPreview label="Статус" value="Новый" />);
    expect(label().getAttribute('data-shrink')).toBe('true');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('Новый');
  });
});
