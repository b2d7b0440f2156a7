import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { Icon, type IconName } from '../../shared/guest/icons';
import { Brand, PRODUCT_NAME } from '../../shared/ui/brand';

const FEATURES: { icon: IconName; text: string }[] = [
  { icon: 'gavel', text: 'Торги и предложения аграриев в реальном времени' },
  { icon: 'handshake', text: 'Крупные сделки, контракты и авансирование' },
  { icon: 'shipping', text: 'Точки отгрузки, электронная очередь и транспорт' },
];

/**
 * Login, access denied and not found: a brand panel on wide screens and the page's card. Plain CSS
 * (shared/guest/guest.css): the first screen of every farmer downloads no MUI (ADR 0051).
 */
export function GuestLayout() {
  // Guest pages belong to no back-office section (and the section table, with its icons, is not
  // loaded here): the tab shows the product's name.
  useEffect(() => {
    document.title = PRODUCT_NAME;
  }, []);
  return (
    <div className="kg-layout">
      <aside className="kg-aside">
        <Brand size={44} />
        <div>
          <p className="kg-claim">Платформа торговли зерном и логистики</p>
          <p className="kg-lead">Всё для закупщиков, аграриев и администраторов — в одном окне.</p>
          <div className="kg-features">
            {FEATURES.map(({ icon, text }) => (
              <div key={text} className="kg-feature">
                <div className="kg-feature-icon">
                  <Icon name={icon} />
                </div>
                <p>{text}</p>
              </div>
            ))}
          </div>
        </div>
        <p className="kg-copy">© Колос</p>
      </aside>
      <main className="kg-main">
        <div className="kg-main-brand">
          <Brand size={44} />
        </div>
        <Outlet />
      </main>
    </div>
  );
}
