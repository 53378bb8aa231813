import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { strengthWord } from '@/lib/review/model';

export interface StrengthRow {
  id: string;
  label: string;
  /** The lesson or game where it is taught. */
  href?: string;
  /** One value per column: its strength, the chance of recalling it a week from now (0–1), or null when not reviewed yet. */
  values: (number | null)[];
}

export interface StrengthBarsProps {
  /** The table's caption, e.g. "Fallacies". */
  caption: string;
  /** The first column's heading, then one heading per value column. */
  columns: [string, ...string[]];
  /** One row per card: its name, its strength in a week (0–1) per value column, and its lesson. */
  rows: StrengthRow[];
}

const percent = (v: number) => `${Math.round(v * 100)}%`;

/** How strong a strength is, in words, so colour is never the only signal: the same words on every page. */
export { strengthWord };

function Bar({ value }: { value: number | null }) {
  if (value === null) return <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>not reviewed yet</Typography>;
  const colour = value >= 0.9 ? 'success.main' : value >= 0.7 ? 'warning.main' : 'error.main';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box aria-hidden="true" sx={{ flex: 1, minWidth: 48, height: 10, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }}>
        <Box sx={{ width: percent(value), height: '100%', bgcolor: colour }} />
      </Box>
      <Typography component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontSize: '0.9rem', minWidth: '7.5ch' }}>
        {`${percent(value)} ${strengthWord(value)}`}
      </Typography>
    </Box>
  );
}

/**
 * Strength (the chance of recalling each concept a week from now) as bars in a table: the table is the
 * text alternative, with each bar's percentage and a word for it written out.
 */
export function StrengthBars({ caption, columns, rows }: StrengthBarsProps) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          '& caption': { textAlign: 'left', fontWeight: 700, fontSize: '1.1rem', pb: 1 },
          '& th, & td': { textAlign: 'left', py: 0.75, pr: 2, borderBottom: '1px solid', borderColor: 'divider', verticalAlign: 'middle' },
          '& thead th': { fontSize: '0.85rem', color: 'text.secondary', fontWeight: 600 },
          '& td': { width: { sm: `${Math.floor(70 / Math.max(1, columns.length - 1))}%` } },
          // On a phone each row stacks: the name, then one labelled bar per column.
          '& thead': { display: { xs: 'none', sm: 'table-header-group' } },
          '& tbody tr': { display: { xs: 'block', sm: 'table-row' }, borderBottomWidth: 1, borderBottomStyle: { xs: 'solid', sm: 'none' }, borderColor: 'divider', py: { xs: 1, sm: 0 } },
          '& tbody th, & tbody td': { display: { xs: 'block', sm: 'table-cell' }, borderBottomStyle: { xs: 'none', sm: 'solid' }, py: { xs: 0.25, sm: 0.75 } },
          '& tbody td::before': { content: { xs: 'attr(data-label)', sm: 'none' }, display: 'block', fontSize: '0.8rem', color: 'text.secondary' },
        }}
      >
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-row={r.id}>
              <th scope="row" style={{ fontWeight: 600 }}>
                {r.href ? (
                  <Link component={RouterLink} to={r.href}>
                    {r.label}
                  </Link>
                ) : (
                  r.label
                )}
              </th>
              {r.values.map((v, i) => (
                <td key={columns[i + 1]} data-label={columns[i + 1]}>
                  <Bar value={v} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
