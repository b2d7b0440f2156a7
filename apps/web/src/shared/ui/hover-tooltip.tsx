import { cloneElement, useState, type ReactElement, type ReactNode } from 'react';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

type Trigger = ReactElement<{ onMouseEnter?: () => void; onFocus?: () => void }>;

/**
 * MUI's Tooltip, mounted on the first hover or focus. A grid of 100 rows holds hundreds of
 * tooltips that are almost never opened; each mounted Tooltip costs hooks, listeners and a ref
 * per cell on every render. The child must take a ref (a DOM element or a forwardRef component).
 */
export function HoverTooltip({
  title,
  placement,
  children,
}: {
  title: ReactNode;
  placement?: TooltipProps['placement'];
  children: Trigger;
}) {
  const [open, setOpen] = useState<boolean | null>(null);
  if (open === null) {
    return cloneElement(children, { onMouseEnter: () => setOpen(true), onFocus: () => setOpen(true) });
  }
  return (
    <Tooltip
      title={title}
      placement={placement}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
    >
      {children}
    </Tooltip>
  );
}
