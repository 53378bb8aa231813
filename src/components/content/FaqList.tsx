import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import type { Faq } from '@/content/schema';

export interface FaqListProps {
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
          <Accordion
            key={faq.question}
            expanded={open.has(i)}
            onChange={() => toggle(i)}
            disableGutters
            variant="outlined"
            slotProps={{ heading: { component: headingLevel } }}
            sx={{
              '&:first-of-type': { borderTopLeftRadius: 12, borderTopRightRadius: 12 },
              '&:last-of-type': { borderBottomLeftRadius: 12, borderBottomRightRadius: 12 },
              '&::before': { display: 'none' },
            }}
          >
            {/* Accordion wraps the details in a region labelled by the summary's id, with id = aria-controls. */}
            <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden />} id={summaryId} aria-controls={panelId}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {faq.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ pt: 0 }}>
              <Typography sx={{ color: 'text.secondary' }}>{faq.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
