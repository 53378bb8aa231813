import { Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { COPIED_MESSAGE } from '../logic';

export interface ParserPanelProps {
  input: string;
  output: string;
  /** A long text is being parsed in the background: buttons wait, the page does not. */
  parsing?: boolean;
  /** Shows "Copied to clipboard!" under the output. */
  copied?: boolean;
  onInputChange: (value: string) => void;
  onParse: () => void;
  onClear: () => void;
  onCopy: () => void;
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9rem', lineHeight: 1.6 };

/** The text parser (site-spec §2.15): input, Parse Text, Clear All, a read-only output, Copy to Clipboard. */
export function ParserPanel({ input, output, parsing = false, copied = false, onInputChange, onParse, onClear, onCopy }: ParserPanelProps) {
  const lines = output ? output.split('\n').length : 0;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <Paper variant="outlined" component="section" aria-labelledby="parser-input-heading" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="parser-input-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
          Your mess
        </Typography>
        <TextField
          id="parser-input"
          label="Text to parse"
          placeholder="Paste Markdown, HTML, chatbot output or anything else with too many asterisks."
          multiline
          rows={14}
          fullWidth
          value={input}
          onChange={(e) => onInputChange(e.target.value)}
          slotProps={{ htmlInput: { spellCheck: false, sx: mono } }}
        />
        <Stack direction="row" spacing={1.5} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="contained"
            onClick={onParse}
            disabled={parsing}
            startIcon={parsing ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
          >
            {parsing ? 'Parsing...' : 'Parse Text'}
          </Button>
          <Button variant="outlined" onClick={onClear} disabled={!input && !output && !parsing}>
            Clear All
          </Button>
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="parser-output-heading" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="parser-output-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
          Plain sentences
        </Typography>
        <TextField
          id="parser-output"
          label="Parsed text"
          placeholder="One sentence per line appears here. Each ends with a period, as sentences should."
          multiline
          rows={14}
          fullWidth
          value={output}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, sx: mono } }}
        />
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="contained" color="secondary" onClick={onCopy} disabled={!output || parsing} startIcon={<ContentCopyIcon />}>
            Copy to Clipboard
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {lines === 1 ? '1 sentence' : `${lines} sentences`}
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
      </Paper>
    </Box>
  );
}
