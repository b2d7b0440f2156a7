import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { OfferWire } from '@kolos/domain/trading';
import { NumberInput } from '../../../shared/form';
import { formatTonnes } from '../../../shared/trading';

interface Props {
  offer: OfferWire;
  /** The tonnes typed for this offer in the results draft (null: none). */
  value: number | null;
  error: string | undefined;
  onDraft: (volume: number | null) => void;
  /** Puts this volume in the draft and opens the results summary. */
  onAccept: (volume: number) => void;
  onCounter: () => void;
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * Issue 29 point 4: the trader's decision on one offer. «Принять весь объём» is one click to the
 * summary; «Часть объёма» opens a labelled tonnage box and «Принять часть» goes to the same
 * summary — the dialog is where he confirms, so nothing is sent from here. A volume already in
 * the draft (typed, or «Заполнить по рангу») shows the box open.
 */
export function AcceptControls({ offer, value, error, onDraft, onAccept, onCounter }: Props) {
  const [partial, setPartial] = useState(false);
  const open = partial || value !== null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 0.5, minWidth: 176 }}>
      <Button size="small" variant="contained" onClick={() => onAccept(offer.volume)} sx={NOWRAP}>
        Принять весь объём
      </Button>
      {open ? (
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
          <NumberInput
            size="small"
            integer
            unit="т"
            value={value}
            onChange={onDraft}
            error={error}
            label="Сколько принять"
            helperText={`из ${formatTonnes(offer.volume)}`}
            sx={{ width: 132 }}
          />
          <Button
            size="small"
            variant="outlined"
            disabled={!value || value <= 0}
            onClick={() => value && onAccept(value)}
            sx={{ ...NOWRAP, mt: 0.25 }}
          >
            Принять часть
          </Button>
        </Box>
      ) : (
        <Button size="small" variant="outlined" onClick={() => setPartial(true)} sx={NOWRAP}>
          Часть объёма…
        </Button>
      )}
      <Button size="small" onClick={onCounter} sx={NOWRAP}>
        Встречное
      </Button>
    </Box>
  );
}
