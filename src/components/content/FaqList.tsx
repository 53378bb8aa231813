import { Box, Button, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useEffect, useRef, useState } from 'react';
import { Island } from '@/components/islands/Island';
import type { Faq } from '@/content/schema';

export interface FaqListProps {
  /** The questions and answers, in the order shown. */
  faqs: Faq[];
  /** Level of each question's heading (each question is a heading inside its disclosure's summary). */
  headingLevel?: 'h3' | 'h4';
  /** Questions open at first, by index. */
  defaultExpanded?: number[];
}

/** Marks a list's element, so its "Expand all" button finds the questions it opens. */
const LIST_ATTRIBUTE = 'data-faq-list';

const disclosuresIn = (button: HTMLElement | null) => [...(button?.closest(`[${LIST_ATTRIBUTE}]`)?.querySelectorAll('details') ?? [])];

export interface FaqControlsProps {
  /** Every question starts open, so the button starts as "Collapse all". */
  allOpenAtFirst: boolean;
}

/**
 * "Expand all" / "Collapse all": the one part of the list that needs JavaScript, an island. It
 * follows the questions as the reader opens and closes them one by one.
 */
export function FaqControls({ allOpenAtFirst }: FaqControlsProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const [allOpen, setAllOpen] = useState(allOpenAtFirst);
  useEffect(() => {
    const list = ref.current?.closest(`[${LIST_ATTRIBUTE}]`);
    if (!list) return;
    const update = () => setAllOpen(disclosuresIn(ref.current).every((d) => d.open));
    update();
    // `toggle` does not bubble: listen while it goes down.
    list.addEventListener('toggle', update, true);
    return () => list.removeEventListener('toggle', update, true);
  }, []);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <Button
        ref={ref}
        size="small"
        color="inherit"
        onClick={() => {
          const open = !allOpen;
          for (const d of disclosuresIn(ref.current)) d.open = open;
          setAllOpen(open);
        }}
      >
        {allOpen ? 'Collapse all' : 'Expand all'}
      </Button>
    </Box>
  );
}

/**
 * Questions and answers that expand and collapse: native disclosures (`<details>` and
 * `<summary>`), so they work by mouse, touch and keyboard (Tab, Enter, Space) before and without
 * any JavaScript, and a find in page opens the answer it finds. Each question is a heading inside
 * its summary, so it stays in a screen reader's heading list. Only "Expand all" needs JavaScript.
 */
export function FaqList({ faqs, headingLevel = 'h3', defaultExpanded = [] }: FaqListProps) {
  if (faqs.length === 0) return null;
  return (
    <Box {...{ [LIST_ATTRIBUTE]: '' }}>
      {faqs.length > 1 && (
        <Island name="faq-controls" component={FaqControls} props={{ allOpenAtFirst: faqs.every((_, i) => defaultExpanded.includes(i)) }} />
      )}
      {faqs.map((faq, i) => (
        <Box
          component="details"
          key={faq.question}
          open={defaultExpanded.includes(i)}
          sx={{
            border: 1,
            borderColor: 'divider',
            mt: '-1px',
            '&:first-of-type': { mt: 0, borderTopLeftRadius: 12, borderTopRightRadius: 12 },
            '&:last-of-type': { borderBottomLeftRadius: 12, borderBottomRightRadius: 12 },
          }}
        >
          <Box
            component="summary"
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
              px: 2,
              py: 1.5,
              minHeight: 48,
              cursor: 'pointer',
              listStyle: 'none',
              '&::-webkit-details-marker': { display: 'none' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            <Typography component={headingLevel} sx={{ m: 0, font: 'inherit', fontWeight: 600 }}>
              {faq.question}
            </Typography>
            <ExpandMoreIcon
              aria-hidden
              sx={{
                flex: 'none',
                color: 'text.secondary',
                transition: 'transform 150ms',
                'details[open] > summary > &': { transform: 'rotate(180deg)' },
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            />
          </Box>
          <Box sx={{ px: 2, pb: 2 }}>
            <Typography sx={{ color: 'text.secondary' }}>{faq.answer}</Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
