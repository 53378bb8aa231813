import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { FallacyType } from '@/contract/fallacies';

/** Phones get the words, not the ids. */
export const HIDE_ON_PHONES = { display: { xs: 'none', sm: 'table-cell' } } as const;

export interface FallacyTableProps {
  /** The fallacy types on the server, oldest first (the table reverses them). */
  fallacies: ReadonlyArray<FallacyType>;
}

/** The fallacy types on the server, newest first, so an admin sees what is already there. */
export function FallacyTable({ fallacies }: FallacyTableProps) {
  const rows = [...fallacies].reverse();
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Fallacy types, newest first" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell scope="col">Name and description</TableCell>
            <TableCell scope="col" sx={HIDE_ON_PHONES}>
              Id
            </TableCell>
            <TableCell scope="col" align="right">
              Difficulty
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((f) => (
            <TableRow key={f.id}>
              <TableCell>
                <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {f.name}
                </Typography>
                <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                  {f.description}
                </Typography>
              </TableCell>
              <TableCell sx={HIDE_ON_PHONES}>
                <Box component="code" sx={{ fontSize: '0.875rem', wordBreak: 'break-all' }}>
                  {f.id}
                </Box>
              </TableCell>
              <TableCell align="right">{f.difficulty}</TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>No fallacy types yet.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
