import { Spinner } from '../guest/controls';

/** A small progress indicator for a page or an area that is loading (plain CSS: guests see it too). */
export function PageLoader({ fullScreen }: { fullScreen?: boolean }) {
  return (
    <div className="kg-loader" data-full={fullScreen || undefined}>
      <Spinner size={32} label="Загрузка" />
    </div>
  );
}
