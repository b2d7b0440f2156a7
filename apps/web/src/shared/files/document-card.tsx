import { useId, type ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** SPEC 5, 9: pdf, jpg, png. MIME types only, so a phone offers its camera as well as files. */
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png';

interface Props {
  /** The document's name: the card's heading and the name a screen reader gives the card. */
  name: string;
  /** The heading's level where the card stands: h2 on a page of its own, h3 under a section. */
  headingComponent: 'h2' | 'h3';
  /** Something is stored under this document. */
  uploaded: boolean;
  required: boolean;
  /** What is stored and the way to add or replace it. */
  children: ReactNode;
}

/**
 * One document to upload, as a company's registration documents and a trip's documents show it
 * alike: a card named by the document, with whether it is uploaded, required or optional.
 */
export function DocumentCard({ name, headingComponent, uploaded, required, children }: Props) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
        <Typography
          id={titleId}
          variant="subtitle1"
          component={headingComponent}
          sx={{ flex: 1, fontWeight: 600 }}
        >
          {name}
        </Typography>
        {uploaded ? (
          <Chip size="small" color="success" label="Загружен" />
        ) : required ? (
          <Chip size="small" color="warning" variant="outlined" label="Обязательный" />
        ) : (
          <Chip size="small" variant="outlined" label="По желанию" />
        )}
      </Stack>
      {children}
    </Paper>
  );
}
