import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * What a route shows when its page fails to load or to render. Plain CSS: when a chunk fails to
 * load, MUI may be the chunk that failed.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Failed to fetch/i.test(error.message);
  if (error instanceof Error) console.error(error);
  return (
    <div className="kg-center">
      <div className="kg-panel">
        <h1>{chunkFailed ? 'Не удалось загрузить страницу' : 'Что-то пошло не так'}</h1>
        <p>
          {isRouteErrorResponse(error)
            ? `${error.status} ${error.statusText}`
            : 'Обновите страницу. Если ошибка повторится, обратитесь в поддержку.'}
        </p>
        <button
          type="button"
          className="kg-button kg-button-contained"
          onClick={() => window.location.reload()}
        >
          Обновить страницу
        </button>
      </div>
    </div>
  );
}
