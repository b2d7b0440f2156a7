/** The looks of StackedCell, set once on a grid (a class per cell costs less than an sx per cell). */
export const STACKED_CELL_STYLES = {
  '& .stacked-cell': { minWidth: 0, overflow: 'hidden', lineHeight: 1.3 },
  '& .stacked-line': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .stacked-wrap': {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical' as const,
    WebkitLineClamp: 2,
    overflow: 'hidden',
    whiteSpace: 'normal',
  },
  '& .stacked-note': {
    display: 'block',
    color: 'text.secondary',
    fontSize: 12,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
};

interface Props {
  main: string;
  /** A grey line under the value. */
  note?: string | undefined;
  /** The text on hover; the value and the note unless said. */
  title?: string;
  /** The value may take two lines before it is cut. */
  wrap?: boolean;
}

/** A trading grid's cell: a value on one line (or two), a grey note under it; whole on hover. */
export function StackedCell({ main, note, title, wrap }: Props) {
  return (
    <div className="stacked-cell" title={title ?? [main, note].filter(Boolean).join('\n')}>
      <span className={wrap ? 'stacked-wrap' : 'stacked-line'}>{main}</span>
      {note && <span className="stacked-note">{note}</span>}
    </div>
  );
}
