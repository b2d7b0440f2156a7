import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentCard } from './document-card';

afterEach(cleanup);

describe('DocumentCard', () => {
  it.each([
    [true, true, 'Загружен'],
    [false, true, 'Обязательный'],
    [false, false, 'По желанию'],
  ])('uploaded %s, required %s: says «%s»', (uploaded, required, text) => {
    render(
      <DocumentCard name="Устав" headingComponent="h3" uploaded={uploaded} required={required}>
        <p>файлы</p>
      </DocumentCard>,
    );
    const card = screen.getByRole('region', { name: 'Устав' });
    expect(card.textContent).toContain(text);
    expect(card.textContent).toContain('файлы');
    expect(screen.getByRole('heading', { level: 3, name: 'Устав' })).toBeTruthy();
  });
});
