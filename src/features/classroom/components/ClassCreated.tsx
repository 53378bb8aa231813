import { Alert, Box, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatClassCode } from '@/contract/classSettings';

export interface ClassCreatedProps {
  /** The class's name, as the teacher gave it. */
  name: string;
  /** The class code, six characters without the dash (shown as K7M-4QX). */
  code: string;
  /** The teacher link: the class page's address with the key in its fragment. */
  teacherLink: string;
  /** The class page's path inside the site, for "Open the class". */
  classPath: string;
  /** Where pupils join, as they should type it (e.g. "sophist.example/join"). */
  joinAddress: string;
  /** The join page's path inside the site. */
  joinPath: string;
  /** When the class deletes itself unless it is used before (ISO). */
  deleteAfter: string;
  /** Copies the teacher link; resolves false when the browser refused. */
  onCopy: (text: string) => Promise<boolean>;
}

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * What a teacher sees once a class is made: the class code big enough for a board, where pupils
 * join, and the teacher link (the one way back in) with Copy and "Open the class". The link is
 * in a read-only field so it can be selected by hand when copying is refused. Keyboard: the
 * field, Copy, Open; the result of Copy is announced politely.
 */
export function ClassCreated({ name, code, teacherLink, classPath, joinAddress, joinPath, deleteAfter, onCopy }: ClassCreatedProps) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const shown = formatClassCode(code);
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center' }}>
        <Typography component="p" variant="h3">
          {name}
        </Typography>
        <Typography component="p" sx={{ mt: 1 }}>
          Class code
        </Typography>
        <Typography
          component="p"
          aria-label={`Class code ${shown.split('').join(' ')}`}
          sx={{ fontFamily: 'ui-monospace, "Cascadia Mono", Menlo, Consolas, monospace', fontWeight: 700, fontSize: { xs: '3rem', sm: '5rem' }, letterSpacing: '0.12em', lineHeight: 1.1 }}
        >
          {shown}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Pupils go to{' '}
          <Link component={RouterLink} underline="always" to={joinPath} sx={{ fontWeight: 700 }}>
            {joinAddress}
          </Link>{' '}
          and type the code. Capitals or not, dash or not: no 0, O, 1, I or L to misread.
        </Typography>
      </Paper>

      <Box>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1.35rem', mb: 1 }}>
          Your teacher link (shown once)
        </Typography>
        <Typography sx={{ mb: 2 }}>
          It opens this class&rsquo;s results, so treat it like a password: not on the board, not in the class chat. This
          browser remembers it; save it somewhere only you can open, in case this browser forgets. The key sits after the{' '}
          <code>#</code>, the part of an address a browser never sends to a server, so it never lands in a log.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField label="Teacher link" value={teacherLink} fullWidth slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, input: { sx: { fontFamily: 'monospace', fontSize: '0.9rem' } } }} />
          <Button
            variant="outlined"
            onClick={async () => setCopied((await onCopy(teacherLink)) ? 'yes' : 'no')}
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            Copy the link
          </Button>
          <Button variant="contained" component={RouterLink} to={classPath} sx={{ flexShrink: 0, minHeight: 56 }}>
            Open the class
          </Button>
        </Stack>
        <Box role="status" sx={{ minHeight: '1.5rem', mt: 1 }}>
          {copied === 'yes' && <Typography>Copied. Paste it somewhere safe.</Typography>}
          {copied === 'no' && <Typography>This browser would not copy it: select the link in the box and copy it by hand.</Typography>}
        </Box>
      </Box>

      <Alert severity="info">
        The class and everything in it delete themselves on {longDate.format(new Date(deleteAfter))} unless a pupil or you use it
        before then; every use moves the date to 30 days later. You can delete it sooner from the class page.
      </Alert>
    </Stack>
  );
}
