import { Box, Button, ButtonBase, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import type { Faq } from '@/content/schema';

export interface FaqListProps {
  /** The questions and answers, in the order shown. */
  faqs: Faq[];
  /** Level of each question's heading (each question is a button inside a heading). */
  headingLevel?: 'h3' | 'h4';
  /** Questions open at first, by index. */
  defaultExpanded?: number[];
}

/**
 * Questions and answers that expand and collapse. Each question is a button inside a heading,
 * with aria-expanded and aria-controls, so it works by keyboard (Tab, Enter, Space) and reads
 * well in a screen reader's heading list. "Expand all" opens every answer at once.
 * A plain disclosure (the WAI-ARIA pattern) rather than MUI's Accordion: FAQs are on content pages,
 * and Accordion with its Collapse transition would add ~5 kB gzip to their first load.
 */
export function FaqList({ faqs, headingLevel = 'h3', defaultExpanded = [] }: FaqListProps) {
  const baseId = useId();
  const [open, setOpen] = useState<Set<number>>(() => new Set(defaultExpanded));
  const allOpen = faqs.length > 0 && open.size === faqs.length;
  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  if (faqs.length === 0) return null;
  return (
    <Box>
      {faqs.length > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button
            size="small"
            color="inherit"
            onClick={() => setOpen(allOpen ? new Set() : new Set(faqs.map((_, i) => i)))}
          >
            {allOpen ? 'Collapse all' : 'Expand all'}
          </Button>
        </Box>
      )}
      {faqs.map((faq, i) => {
        const summaryId = `${baseId}-q${i}`;
        const panelId = `${baseId}-a${i}`;
        return (
          <Box
            key={faq.question}
            sx={{
              border: 1,
              borderColor: 'divider',
              mt: i === 0 ? 0 : '-1px',
              '&:first-of-type': { borderTopLeftRadius: 12, borderTopRightRadius: 12 },
              '&:last-of-type': { borderBottomLeftRadius: 12, borderBottomRightRadius: 12 },
            }}
          >
            <Typography component={headingLevel} sx={{ m: 0, font: 'inherit' }}>
              <ButtonBase
                id={summaryId}
                aria-expanded={open.has(i)}
                aria-controls={panelId}
                onClick={() => toggle(i)}
                sx={{
                  width: '100%',
                  justifyContent: 'space-between',
                  gap: 2,
                  px: 2,
                  py: 1.5,
                  minHeight: 48,
                  textAlign: 'left',
                  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
                }}
              >
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {faq.question}
                </Typography>
                <ExpandMoreIcon
                  aria-hidden
                  sx={{
                    color: 'text.secondary',
                    transform: open.has(i) ? 'rotate(180deg)' : 'none',
                    transition: 'transform 150ms',
                    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                  }}
                />
              </ButtonBase>
            </Typography>
            <Box id={panelId} role="region" aria-labelledby={summaryId} hidden={!open.has(i)} sx={{ px: 2, pb: 2 }}>
              <Typography sx={{ color: 'text.secondary' }}>{faq.answer}</Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
