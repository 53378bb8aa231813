import { Box } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { Biography } from '@/content/articles/ct-bonhoeffer-theory';
import { HOVER } from '@/theme/motion';

// The biography dialog (MUI's Modal and its transitions) loads when the reader first opens it.
const BiographyModal = lazy(() => import('@/components/content/BiographyModal').then((m) => ({ default: m.BiographyModal })));

export interface BiographyButtonProps {
  /** The words in the text that open it (the person's name as the essay writes it). */
  phrase: string;
  biography: Biography;
}

/**
 * A name in an essay's text that opens the person's short biography: an island, the one part of
 * the essay that needs JavaScript (it sits inside a paragraph, so its marker is a span).
 */
export function BiographyButton({ phrase, biography }: BiographyButtonProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Box
        component="button"
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        title={`Who was ${phrase}?`}
        sx={{
          font: 'inherit',
          color: 'inherit',
          fontWeight: 700,
          p: 0,
          m: 0,
          border: 0,
          background: 'none',
          cursor: 'pointer',
          textDecoration: 'underline',
          textDecorationStyle: 'dotted',
          textDecorationColor: (t) => t.vars?.palette.warning.main ?? t.palette.warning.main,
          textDecorationThickness: 2,
          textUnderlineOffset: 4,
          borderRadius: 1,
          [HOVER]: { '&:hover': { color: 'warning.main' } },
        }}
      >
        {phrase}
      </Box>
      {wanted && (
        <Suspense fallback={null}>
          <BiographyModal
            open={open}
            onClose={() => setOpen(false)}
            name={biography.name}
            lifespan={biography.lifespan}
            paragraphs={biography.paragraphs}
          />
        </Suspense>
      )}
    </>
  );
}
