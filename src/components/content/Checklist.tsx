import { Box, Button, Checkbox, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';

export interface ChecklistProps {
  /** The checklist's heading. */
  title: string;
  /** Questions to run on a claim or a news item, in order. */
  items: string[];
  /** The heading's id. Give one when the checklist is an island: hydrated as its own root, React's generated id would differ from the prerendered one. */
  titleId?: string;
}

function progressText(done: number, total: number): string {
  if (done === 0) return `${total} questions. Tick each one once you have honestly answered it.`;
  if (done === total) return 'All answered. Now, and only now, decide what you think.';
  return `${done} of ${total} answered.`;
}

/**
 * A checklist the reader can actually run: tick a question once it is answered. Nothing is
 * stored: the point is the next news item, not a score.
 */
export function Checklist({ title, items, titleId: givenId }: ChecklistProps) {
  const generatedId = useId();
  const titleId = givenId ?? generatedId;
  const [checked, setChecked] = useState<boolean[]>(() => items.map(() => false));
  const done = checked.filter(Boolean).length;
  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      sx={{ my: 4, p: { xs: 2.5, sm: 3 }, borderRadius: 3, border: 2, borderColor: 'warning.main', bgcolor: 'background.paper' }}
    >
      <Typography id={titleId} component="p" variant="h5" sx={{ mb: 0.5 }}>
        <Box component="span" aria-hidden sx={{ mr: 1 }}>
          ✅
        </Box>
        {title}
      </Typography>
      <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {progressText(done, items.length)}
      </Typography>
      {/* A plain bar, not MUI's LinearProgress (~2 kB on every article with a checklist); the words above say the same. */}
      <Box aria-hidden sx={{ height: 6, borderRadius: 3, mb: 2, border: 1, borderColor: 'warning.main', overflow: 'hidden' }}>
        <Box
          sx={{
            height: 1,
            width: `${(done / items.length) * 100}%`,
            bgcolor: 'warning.main',
            transition: 'width 0.2s linear',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        />
      </Box>
      {/* Labels around their checkboxes, not FormControlLabel/FormGroup (~1 kB): the same click target and name. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {items.map((item, i) => (
          <Box component="label" key={item} sx={{ display: 'flex', alignItems: 'flex-start', cursor: 'pointer' }}>
            <Checkbox
              color="warning"
              checked={checked[i] ?? false}
              onChange={(_, value) => setChecked((prev) => prev.map((c, j) => (j === i ? value : c)))}
            />
            <Typography
              sx={{
                // Centres the first line on the 42px checkbox.
                pt: '6.5px',
                textDecoration: checked[i] ? 'line-through' : 'none',
                textDecorationColor: 'currentColor',
                color: checked[i] ? 'text.secondary' : 'text.primary',
              }}
            >
              {item}
            </Typography>
          </Box>
        ))}
      </Box>
      {done > 0 && (
        <Stack direction="row" sx={{ mt: 1.5 }}>
          <Button size="small" color="inherit" onClick={() => setChecked(items.map(() => false))}>
            Start over
          </Button>
        </Stack>
      )}
    </Box>
  );
}
