import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { Statement } from '@/contract/fallacies';
import { HIDE_ON_PHONES } from './FallacyTable';

export interface StatementTableProps {
  /** The statements on the server, oldest first (the table reverses them). */
  statements: ReadonlyArray<Statement>;
  /** Fallacy names by id, to show a name instead of an id. */
  fallacyNames: ReadonlyMap<string, string>;
}

/** The statements on the server (the Detective's pool), newest first. */
export function StatementTable({ statements, fallacyNames }: StatementTableProps) {
  const rows = [...statements].reverse();
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Statements, newest first" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell scope="col">Statement</TableCell>
            <TableCell scope="col">Fallacy type</TableCell>
            <TableCell scope="col" align="right">
              Difficulty
            </TableCell>
            <TableCell scope="col" sx={HIDE_ON_PHONES}>
              Id
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((s) => (
            <TableRow key={s.id}>
              <TableCell sx={{ minWidth: { sm: 240 } }}>{s.text}</TableCell>
              <TableCell>{fallacyNames.get(s.fallacy_type_id) ?? s.fallacy_type_id}</TableCell>
              <TableCell align="right">{s.difficulty}</TableCell>
              <TableCell sx={HIDE_ON_PHONES}>
                <Box component="code" sx={{ fontSize: '0.875rem', whiteSpace: 'nowrap' }}>
                  {s.id}
                </Box>
              </TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>No statements yet.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
