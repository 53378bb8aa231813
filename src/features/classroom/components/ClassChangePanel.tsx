import { Alert, Box, Typography } from '@mui/material';
import { MIN_PUPILS_FOR_INTERVAL, type ClassChange, type PupilChange } from '@/lib/classroom/classStats';
import { VERDICT_WORDS } from '../classView';
import { tableSx } from './tableSx';

export interface ClassChangePanelProps {
  /** The class's change from baseline to the later check (classStats.classChange). */
  change: ClassChange;
  /** Nickname of each pupil id. */
  nicknames: Record<string, string>;
  /** The later check's name ("Post" or "Delayed"). */
  laterName: string;
}

/** A signed number with a real minus sign. */
const signed = (v: number, digits = 0) => {
  const r = Number(v.toFixed(digits));
  return `${r > 0 ? '+' : r < 0 ? '−' : ''}${Math.abs(r).toFixed(digits)}`;
};
/** A change in AUC on the site's 0–100 scale, in points. */
const points = (d: number) => signed(d * 100);
const pct = (share: number) => `${Math.round(share * 100)} %`;

const ownAuc = (p: PupilChange) => (p.sureRise ? 'a sure rise' : p.sureFall ? 'a sure fall' : 'no change big enough to be sure of');
const ownBias = (p: PupilChange) => (p.moreSuspicious ? 'quicker to call fallacy' : p.moreTrusting ? 'slower to call fallacy' : 'about the same');

function OwnChanges({ change, nicknames, laterName }: ClassChangePanelProps) {
  const rows = [...change.pupils].sort((a, b) => (nicknames[a.id] ?? '').localeCompare(nicknames[b.id] ?? '', 'en-GB'));
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" sx={tableSx}>
        <caption>{`Each pupil’s own change, baseline to ${laterName.toLowerCase()}`}</caption>
        <thead>
          <tr>
            <th scope="col">Nickname</th>
            <th scope="col">Discernment change (points)</th>
            <th scope="col">Sure?</th>
            <th scope="col">Bias change (c)</th>
            <th scope="col">Calling fallacy</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.id}>
              <th scope="row">{nicknames[p.id] ?? 'A pupil who left'}</th>
              <td>{points(p.dAuc)}</td>
              <td>{ownAuc(p)}</td>
              <td>{signed(p.dC, 2)}</td>
              <td>{ownBias(p)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/**
 * The class's change from the baseline, separately for discernment and for bias, as LEARNING.md
 * sets out: with five pupils or more who took both checks, the mean change with its 95 % interval,
 * the shares of pupils with a sure rise or fall, and the verdict in words ("sharper", "more
 * suspicious, not sharper", both, or not yet); with fewer, each pupil's own change only, and why.
 * The pupils' own changes follow in a table either way.
 */
export function ClassChangePanel({ change, nicknames, laterName }: ClassChangePanelProps) {
  const later = laterName.toLowerCase();
  if (change.n === 0) {
    return <Typography>{`No pupil has both a baseline and a ${later} check yet, so there is no change to show.`}</Typography>;
  }
  if (!change.enough) {
    return (
      <Box>
        <Alert severity="info" sx={{ mb: 2 }}>
          {`${change.n} ${change.n === 1 ? 'pupil has' : 'pupils have'} both a baseline and a ${later} check: under ${MIN_PUPILS_FOR_INTERVAL}, too few for a class average with an honest interval, so here is each pupil’s own change instead.`}
        </Alert>
        <OwnChanges change={change} nicknames={nicknames} laterName={laterName} />
      </Box>
    );
  }
  const { auc, c, n } = change;
  return (
    <Box>
      <Typography variant="h3" component="p" sx={{ fontSize: '1.35rem', mb: 2 }} data-verdict={change.verdict}>
        Since the baseline, the class is: <strong>{VERDICT_WORDS[change.verdict]}</strong>.
      </Typography>
      <Box sx={{ overflowX: 'auto', mb: 2 }}>
        <Box component="table" sx={tableSx}>
          <caption>{`The class’s change, baseline to ${later} (${n} pupils with both)`}</caption>
          <thead>
            <tr>
              <th scope="col">Measure</th>
              <th scope="col">Mean change</th>
              <th scope="col">95 % interval</th>
              <th scope="col">Pupils</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Discernment (points out of 100)</th>
              <td>{points(auc.mean)}</td>
              <td>{`${points(auc.low)} to ${points(auc.high)}`}</td>
              <td>{`${pct(change.shareSureRise)} with a sure rise, ${pct(change.shareSureFall)} with a sure fall`}</td>
            </tr>
            <tr>
              <th scope="row">Bias (c; below 0 is quicker to call fallacy)</th>
              <td>{signed(c.mean, 2)}</td>
              <td>{`${signed(c.low, 2)} to ${signed(c.high, 2)}`}</td>
              <td>{`${pct(change.shareMoreSuspicious)} quicker to call fallacy, ${pct(change.shareMoreTrusting)} slower`}</td>
            </tr>
          </tbody>
        </Box>
      </Box>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        The interval is where the class&rsquo;s true average change probably lies (95 %). &ldquo;Sharper&rdquo; needs the whole discernment
        interval above zero. &ldquo;More suspicious&rdquo; needs the whole bias interval below zero and an average fall of at least 0.3: a
        class that calls everything a fallacy catches more fallacies without judging any better, which is the difference this page exists
        to show.
      </Typography>
      <OwnChanges change={change} nicknames={nicknames} laterName={laterName} />
    </Box>
  );
}
