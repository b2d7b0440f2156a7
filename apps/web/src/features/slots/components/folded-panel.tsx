import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

interface Props {
  title: ReactNode;
  /** Folded by default: what it shows is asked from the server only once it is opened. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** A section of the queue screen under the day's slots that unfolds on a tap. */
export function FoldedPanel({ title, open, onOpenChange, children }: Props) {
  return (
    <Accordion
      expanded={open}
      onChange={(_, v) => onOpenChange(v)}
      variant="outlined"
      sx={{ mb: 2 }}
      disableGutters
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}
