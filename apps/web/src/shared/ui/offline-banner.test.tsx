import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportReached } from '../api/connection';
import { OfflineBanner } from './offline-banner';

/** The browser going off or on the network, as it tells a page. */
function browserGoes(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  act(() => reportReached(true));
});

const banner = () => screen.queryByRole('status');

describe('«Нет связи» (issue 29 point 19)', () => {
  it('shows while the browser is off the network, and goes when it is back', () => {
    render(<OfflineBanner />);
    expect(banner()).toBeNull();
    browserGoes(false);
    expect(banner()?.textContent).toMatch(/^Нет связи\. Проверьте подключение к интернету/);
    browserGoes(true);
    expect(banner()).toBeNull();
  });

  it('shows when a call fails on the network though the browser says online; the next answer clears it', () => {
    render(<OfflineBanner />);
    act(() => reportReached(false));
    expect(banner()).not.toBeNull();
    act(() => reportReached(true));
    expect(banner()).toBeNull();
  });
});
