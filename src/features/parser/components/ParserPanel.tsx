import { Box, Button, Stack, TextField, Typography, type TextFieldProps } from '@mui/material';
import { Spinner } from '@/components/feedback/Spinner';
import { LabelledSection } from '@/components/layout/LabelledSection';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useRef, useState, type ReactNode } from 'react';
import { COPIED_MESSAGE, previewOf } from '../logic';

export interface ParserPanelProps {
  /** The parsed text, one sentence a line. */
  output: string;
  /** Text the input starts with (stories, a shared link). The field is otherwise the browser's own. */
  defaultInput?: string;
  /** A long text is being parsed in the background: buttons wait, the page does not. */
  parsing?: boolean;
  /** Shows "Copied to clipboard!" under the output. */
  copied?: boolean;
  /** Called with the input text on Parse. */
  onParse: (text: string) => void;
  /** Called on Clear: input and output empty. */
  onClear: () => void;
  /** Called on Copy: the output goes to the clipboard. */
  onCopy: () => void;
  /** Called on Download: the output as a text file. Without it there is no Download button. */
  onDownload?: () => void;
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9rem', lineHeight: 1.6 };

interface TextPanelProps {
  /** The text area's id; the panel's heading is this with "-heading". */
  id: string;
  /** The panel's heading. */
  title: string;
  /** The text area's label and placeholder. */
  label: string;
  placeholder: string;
  /** What differs between the two text areas: the value or its default, a ref, a change handler, read-only. */
  field: Pick<TextFieldProps, 'value' | 'defaultValue' | 'inputRef' | 'onChange'> & { readOnly?: boolean };
  /** The buttons and notes under the text area. */
  children: ReactNode;
}

/** One of the two panels, input and output, drawn alike: a titled section around a monospaced text area. */
function TextPanel({ id, title, label, placeholder, field: { readOnly, ...field }, children }: TextPanelProps) {
  return (
    <LabelledSection outlined id={`${id}-heading`} title={title} headingSx={{ fontSize: '1.5rem' }} sx={{ p: { xs: 2, sm: 3 } }}>
      <TextField
        id={id}
        label={label}
        placeholder={placeholder}
        multiline
        rows={14}
        fullWidth
        {...field}
        slotProps={{ htmlInput: { readOnly, spellCheck: false, sx: mono } }}
      />
      {children}
    </LabelledSection>
  );
}

/**
 * The text parser's panel: input, Parse Text, Clear All, a read-only output
 * and Copy to Clipboard. The input is left to the browser (uncontrolled): a controlled textarea
 * copies a multi-megabyte paste into the DOM twice per change and freezes the page. A huge
 * output is previewed; Copy and Download always take all of it.
 */
export function ParserPanel({ output, defaultInput = '', parsing = false, copied = false, onParse, onClear, onCopy, onDownload }: ParserPanelProps) {
  const input = useRef<HTMLTextAreaElement>(null);
  const [hasInput, setHasInput] = useState(defaultInput.length > 0);
  const preview = previewOf(output);

  const clear = () => {
    if (input.current) input.current.value = '';
    setHasInput(false);
    onClear();
    input.current?.focus();
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <TextPanel
        id="parser-input"
        title="Your mess"
        label="Text to parse"
        placeholder="Paste Markdown, HTML, chatbot output or anything else with too many asterisks."
        field={{ defaultValue: defaultInput, inputRef: input, onChange: (e) => setHasInput(e.target.value.length > 0) }}
      >
        <Stack direction="row" spacing={1.5} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="contained"
            onClick={() => onParse(input.current?.value ?? '')}
            disabled={parsing}
            startIcon={parsing ? <Spinner size={16} color="inherit" /> : undefined}
          >
            {parsing ? 'Parsing...' : 'Parse Text'}
          </Button>
          <Button variant="outlined" onClick={clear} disabled={!hasInput && !output && !parsing}>
            Clear All
          </Button>
        </Stack>
      </TextPanel>
      <TextPanel
        id="parser-output"
        title="Plain sentences"
        label="Parsed text"
        placeholder="One sentence per line appears here. Each ends with a period, as sentences should."
        field={{ value: preview.text, readOnly: true }}
      >
        {preview.truncated && (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            Showing the first {preview.shownLines.toLocaleString('en')} of {preview.totalLines.toLocaleString('en')} sentences. Copy or
            download to get all of them.
          </Typography>
        )}
        <Stack direction="row" spacing={1.5} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="contained" color="secondary" onClick={onCopy} disabled={!output || parsing} startIcon={<ContentCopyIcon />}>
            Copy to Clipboard
          </Button>
          {onDownload && (
            <Button variant="outlined" onClick={onDownload} disabled={!output || parsing} startIcon={<DownloadIcon />} aria-label="Download as .txt">
              .txt
            </Button>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {preview.totalLines === 1 ? '1 sentence' : `${preview.totalLines.toLocaleString('en')} sentences`}
          </Typography>
        </Stack>
        <Box role="status" aria-live="polite" sx={{ minHeight: 28, mt: 1 }}>
          {copied && (
            <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 600 }}>
              {COPIED_MESSAGE}
            </Typography>
          )}
          {parsing && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Parsing a long text in the background. The page still works; do carry on.
            </Typography>
          )}
        </Box>
      </TextPanel>
    </Box>
  );
}
