import type { SxProps, Theme } from '@mui/material';

/** The look of every table on the teacher's pages: plain rows, a caption as its heading, numbers lined up. */
export const tableSx: SxProps<Theme> = {
  width: '100%',
  borderCollapse: 'collapse',
  '& caption': { textAlign: 'left', fontWeight: 700, pb: 1, captionSide: 'top' },
  '& th, & td': { textAlign: 'left', py: 0.75, pr: 2, borderBottom: '1px solid', borderColor: 'divider', verticalAlign: 'top' },
  '& td': { fontVariantNumeric: 'tabular-nums' },
};

const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
/** "2 Nov, 10:05" (UTC, as the CSV). */
export const whenShort = (iso: string) => shortDate.format(new Date(iso));
