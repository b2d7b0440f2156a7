import { useEffect } from 'react';
import { sectionOf } from '../../shared/navigation/sections';
import { useRouteName } from '../../shared/navigation/use-route-name';
import { PRODUCT_NAME } from '../../shared/ui/brand';

/** The title of the current section ('Пользователи'), or '' outside the back-office sections. */
export function useSectionTitle(): string {
  return sectionOf(useRouteName())?.label ?? '';
}

/** 'Пользователи — Колос' in the browser tab. */
export function useDocumentTitle(): void {
  const title = useSectionTitle();
  useEffect(() => {
    document.title = title ? `${title} — ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
