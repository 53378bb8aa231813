import { Box, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Seo } from '@/components/layout/Seo';
import { ParserPanel } from './components/ParserPanel';
import { COPY_CONFIRM_MS } from './logic';
import { useTextParser } from './useTextParser';
import { parserScreen } from '@/content/pages/parser';

/** /parse: strips code and markup from pasted text and returns plain sentences. */
export default function ParserPage() {
  const [copied, setCopied] = useState(false);
  const parser = useTextParser();
  const copyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(copyTimer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(parser.output);
      setCopied(true);
      clearTimeout(copyTimer.current);
      copyTimer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    } catch (error) {
      // A clipboard failure in the parser is only logged.
      console.error('[parser] Could not copy to the clipboard:', error);
    }
  };

  const clear = () => {
    setCopied(false);
    parser.reset();
  };

  const download = () => {
    const href = URL.createObjectURL(new Blob([`${parser.output}\n`], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = href;
    a.download = 'parsed-sentences.txt';
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  };

  return (
    <Box>
      <Seo meta={parserScreen.meta} />
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {parserScreen.title}
      </Typography>
      <Typography sx={{ mb: 4, color: 'text.secondary', maxWidth: '70ch' }}>{parserScreen.intro}</Typography>
      <ParserPanel
        output={parser.output}
        parsing={parser.status === 'parsing'}
        copied={copied}
        onParse={(text) => {
          setCopied(false);
          parser.parse(text);
        }}
        onClear={clear}
        onCopy={() => void copy()}
        onDownload={download}
      />
    </Box>
  );
}
