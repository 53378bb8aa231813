import { Box, Button } from '@mui/material';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import { useEffect, useRef, useState } from 'react';
import { Island } from '@/components/islands/Island';
import { printAs } from '@/theme/print';
import {
  formatQuote,
  passageUnder,
  QUOTE_COPIED,
  QUOTE_COPIED_MS,
  QUOTE_COPY_FAILED,
  QUOTE_FAILED_MS,
  QUOTE_SKIP_ATTRIBUTE,
  type QuoteSource,
} from './quoteCitation';

export type QuoteButtonProps = QuoteSource;

/** Read by a screen reader, not shown: which section's quote the button copies. */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * "Copy a quote" under a section's heading: puts the section's words and their citation on the
 * clipboard (navigator.clipboard fires no copy event, so the site's copy block stays whole), then
 * says "Copied to clipboard!" (or "Failed to copy quote") in a status line a screen reader reads.
 */
export function QuoteButton(source: QuoteButtonProps) {
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const say = (text: string, failed: boolean, ms: number) => {
    setMessage({ text, failed });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(null), ms);
  };

  const copy = async () => {
    const heading = document.getElementById(source.headingId);
    try {
      if (!heading) throw new Error(`No heading #${source.headingId} on the page`);
      await navigator.clipboard.writeText(formatQuote(passageUnder(heading), source, new Date()));
      say(QUOTE_COPIED, false, QUOTE_COPIED_MS);
    } catch (error) {
      console.error('[quote] Could not copy the quote:', error);
      say(QUOTE_COPY_FAILED, true, QUOTE_FAILED_MS);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, mt: -1, mb: 1.5 }}>
      <Button size="small" color="inherit" startIcon={<ContentCopyOutlinedIcon aria-hidden />} onClick={() => void copy()} sx={{ ml: -1.25, color: 'text.secondary' }}>
        Copy a quote
        <Box component="span" sx={visuallyHidden}>
          {` from “${source.heading}”`}
        </Box>
      </Button>
      <Box component="span" role="status" sx={{ typography: 'body2', fontWeight: 600, color: message?.failed ? 'error.main' : 'success.main' }}>
        {message?.text}
      </Box>
    </Box>
  );
}

/** The control as an island (a reading page hydrates only it), left out of the passage it copies and off the printed page. */
export function QuoteControl(props: QuoteButtonProps) {
  return (
    <Box {...{ [QUOTE_SKIP_ATTRIBUTE]: '' }} {...printAs('hide')}>
      <Island name="quote" component={QuoteButton} props={props} />
    </Box>
  );
}
