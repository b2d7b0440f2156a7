import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { getDocument, GlobalWorkerOptions, type PDFDocumentLoadingTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages drawn at most: a preview, not a reader (the file downloads for the rest). */
const MAX_PAGES = 3;

interface Props {
  /** The signed download link (same origin). */
  url: string;
  name: string;
}

type State = { kind: 'loading' } | { kind: 'ready'; pages: number; shown: number } | { kind: 'failed' };

/**
 * A PDF drawn on canvases by pdf.js. The API's pages forbid framing (CSP frame-ancestors 'none',
 * object-src 'none'), so the browser's own viewer cannot be embedded: the pages are drawn here.
 */
export function PdfPages({ url, name }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let cancelled = false;
    let task: PDFDocumentLoadingTask | null = null;
    const target = holder.current;
    const draw = async () => {
      const response = await fetch(url, { credentials: 'include' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const data = new Uint8Array(await response.arrayBuffer());
      task = getDocument({ data, verbosity: 0, useWasm: false });
      const pdf = await task.promise;
      const shown = Math.min(pdf.numPages, MAX_PAGES);
      if (shown === 0) throw new Error('no pages');
      const width = Math.max(240, (target?.clientWidth ?? 600) - 2);
      const canvases: HTMLCanvasElement[] = [];
      for (let n = 1; n <= shown; n++) {
        const page = await pdf.getPage(n);
        const base = page.getViewport({ scale: 1 });
        const scale = width / base.width;
        const viewport = page.getViewport({ scale: scale * (window.devicePixelRatio || 1) });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = '100%';
        canvas.style.display = 'block';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', `${name}, страница ${n}`);
        await page.render({ canvas, viewport }).promise;
        canvases.push(canvas);
      }
      if (cancelled || !target) return;
      target.replaceChildren(...canvases);
      setState({ kind: 'ready', pages: pdf.numPages, shown });
    };
    draw().catch(() => {
      if (!cancelled) setState({ kind: 'failed' });
    });
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [url, name]);

  return (
    <Box>
      {state.kind === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress size={28} aria-label={`Загрузка ${name}`} />
        </Box>
      )}
      {state.kind === 'failed' && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          Не удалось показать файл: он повреждён или не является PDF. Скачайте его, чтобы открыть.
        </Typography>
      )}
      <Box
        ref={holder}
        data-testid="pdf-preview"
        sx={{
          display: 'grid',
          gap: 1,
          maxHeight: 640,
          overflowY: 'auto',
          '& canvas': { border: 1, borderColor: 'divider' },
        }}
      />
      {state.kind === 'ready' && state.pages > state.shown && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Показаны {state.shown} стр. из {state.pages}; остальное — в скачанном файле.
        </Typography>
      )}
    </Box>
  );
}
