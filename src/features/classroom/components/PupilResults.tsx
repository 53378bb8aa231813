import { Box, Typography } from '@mui/material';
import type { PupilView } from '@/contract/classes';
import { CHECK_KIND_NAMES, checksInOrder, sortByNickname, summarise } from '../classView';
import { tableSx, whenShort } from './tableSx';

export interface PupilResultsProps {
  /** The class's pupils as the backend answers them (each pupil sees exactly this of themselves). */
  pupils: PupilView[];
}

/**
 * A table per nickname: each of the pupil's checks with its discernment and range, bias and the
 * counts behind them, then their practice and review. Each pupil is a disclosure (summary:
 * nickname and what they have done), so a class of thirty stays a short page; Enter or Space
 * opens one, and a screen reader hears it as expandable.
 */
export function PupilResults({ pupils }: PupilResultsProps) {
  if (pupils.length === 0) return <Typography>No pupil has joined yet.</Typography>;
  return (
    <Box sx={{ '& details': { borderBottom: '1px solid', borderColor: 'divider', py: 1 }, '& summary': { cursor: 'pointer', fontWeight: 700, py: 0.5 } }}>
      {sortByNickname(pupils).map((p) => {
        const checks = checksInOrder(p);
        const done = `${checks.length} ${checks.length === 1 ? 'check' : 'checks'}, ${p.practice.length} practice ${p.practice.length === 1 ? 'round' : 'rounds'}, ${p.reviews.length} review ${p.reviews.length === 1 ? 'session' : 'sessions'}`;
        const practised = p.practice.reduce((s, r) => ({ caught: s.caught + r.hits, of: s.of + r.fallacious, accepted: s.accepted + (r.sound - r.falseAlarms), sound: s.sound + r.sound }), { caught: 0, of: 0, accepted: 0, sound: 0 });
        const reviewed = p.reviews.reduce((s, r) => ({ right: s.right + r.correct, of: s.of + r.answered }), { right: 0, of: 0 });
        return (
          <details key={p.id}>
            <summary>
              {p.nickname}{' '}
              <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                ({done})
              </Box>
            </summary>
            {checks.length > 0 ? (
              <Box sx={{ overflowX: 'auto', mt: 1 }}>
                <Box component="table" sx={tableSx}>
                  <caption>{`${p.nickname}: checks`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Check</th>
                      <th scope="col">Finished (UTC)</th>
                      <th scope="col">Discernment (range)</th>
                      <th scope="col">Bias</th>
                      <th scope="col">Fallacies caught</th>
                      <th scope="col">Sound called fallacious</th>
                    </tr>
                  </thead>
                  <tbody>
                    {checks.map((c) => {
                      const s = summarise(c);
                      return (
                        <tr key={c.id}>
                          <th scope="row">{CHECK_KIND_NAMES[c.kind]}</th>
                          <td>{whenShort(c.completedAt)}</td>
                          <td>{`${s.discernment} (${s.low} to ${s.high}): ${s.discernmentWords}`}</td>
                          <td>{`${s.biasWords} (c ${s.bias.toFixed(2).replace('-', '−')})`}</td>
                          <td>{`${c.hits} of ${c.fallacious}`}</td>
                          <td>{`${c.falseAlarms} of ${c.sound}`}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </Box>
              </Box>
            ) : (
              <Typography sx={{ mt: 1 }}>No check yet.</Typography>
            )}
            <Typography sx={{ mt: 1 }}>
              {p.practice.length > 0 ? `Practice: caught ${practised.caught} of ${practised.of} fallacies and accepted ${practised.accepted} of ${practised.sound} sound arguments. ` : 'No practice round yet. '}
              {p.reviews.length > 0 ? `Review: ${reviewed.right} of ${reviewed.of} cards right.` : 'No review session yet.'}
            </Typography>
          </details>
        );
      })}
    </Box>
  );
}
