import { memo } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { Modal } from '@/components/feedback/Modal';
import type { TechniqueGuideEntry } from '@/content/games/types';

export interface CheatsheetEntry {
  name: string;
  entry: TechniqueGuideEntry;
}

export interface CheatsheetProps {
  /** Whether the cheatsheet dialog is showing. */
  open: boolean;
  /** Called on Close, the X, Escape or the backdrop. */
  onClose: () => void;
  /** The techniques offered for the current segment, with their guide entries (or the placeholder). */
  entries: ReadonlyArray<CheatsheetEntry>;
}

/** The guide entries for the techniques on offer: what each is, how to spot it, examples. */
export const Cheatsheet = memo(function Cheatsheet({ open, onClose, entries }: CheatsheetProps) {
  return (
    <Modal open={open} title="Cheatsheet" onClose={onClose} confirmLabel="Back to the quiz" maxWidth="md">
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>
        The three suspects for this segment. One of them did it.
      </Typography>
      {/* Focusable so the long, scrolling guide can be scrolled from the keyboard (axe: scrollable-region-focusable). */}
      <Stack
        tabIndex={0}
        aria-label="Technique guide"
        role="group"
        spacing={3}
        divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}
        sx={{ borderRadius: 1, '&:focus-visible': { outlineOffset: 4 } }}
      >
        {entries.map(({ name, entry }) => (
          <Box component="section" key={name} aria-label={name}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
              <Typography variant="h6" component="h3">
                {name}
              </Typography>
              <Chip label={entry.type} size="small" variant="outlined" />
            </Box>
            <Typography>{entry.description}</Typography>
            {entry.howToSpot.length > 0 && (
              <>
                <Typography sx={{ mt: 1.5, fontWeight: 700 }}>How to spot it</Typography>
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {entry.howToSpot.map((line) => (
                    <li key={line}>
                      <Typography variant="body2">{line}</Typography>
                    </li>
                  ))}
                </Box>
              </>
            )}
            {entry.examples.length > 0 && (
              <>
                <Typography sx={{ mt: 1.5, fontWeight: 700 }}>Examples</Typography>
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {entry.examples.map((line) => (
                    <li key={line}>
                      <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                        {line}
                      </Typography>
                    </li>
                  ))}
                </Box>
              </>
            )}
          </Box>
        ))}
      </Stack>
    </Modal>
  );
});
