import { Box, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Seo } from '@/components/layout/Seo';
import { copyText, downloadText } from '@/lib/fileTransfer';
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
    // A clipboard failure in the parser is only logged.
    if (!(await copyText(parser.output, 'parser'))) return;
    setCopied(true);
    clearTimeout(copyTimer.current);
    copyTimer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
  };

  const clear = () => {
    setCopied(false);
    parser.reset();
  };

  const download = () => {
    downloadText(`${parser.output}\n`, 'parsed-sentences.txt');
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
