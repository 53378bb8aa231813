import { Box, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import type { ClassCheckKind, FallacyTally, OwnRecordsView } from '@/contract/classes';
import type { FallacyId } from '@/contract/fallacyIds';
import lessonIndex from '@/content/lessonIndex.json';
import { classroomWords } from '@/content/pages/classroom';
import { LabelledSection } from '@/components/layout/LabelledSection';
import { biasLevel } from '@/lib/discernment/check';
import { balancedAccuracy } from '@/lib/discernment/stats';

export interface PupilRecordsProps {
  /** `GET /api/pupils/:pupilId` as the server answered it: the class's name and the pupil exactly as the teacher sees them. */
  view: OwnRecordsView;
}

/** The class's three kinds of check, as the pupil reads them. */
export const CLASS_KIND_NAMES: Record<ClassCheckKind, string> = {
  baseline: 'Baseline check',
  post: 'Check after practice',
  delayed: 'Delayed check',
};

const names = new Map(lessonIndex.fallacies.map((f) => [f.id, f.name]));
const fallacyName = (id: string) => names.get(id) ?? id;
const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const at = (iso: string) => when.format(new Date(iso));
const of = (right: number, total: number) => `${right} of ${total}`;
/** A yes/no round's discernment, as the practice page gives it (null without items of both kinds). */
function roundScore(t: { fallacious: number; hits: number; sound: number; falseAlarms: number }): string {
  const ba = balancedAccuracy({ right: t.hits, of: t.fallacious }, { right: t.sound - t.falseAlarms, of: t.sound });
  return ba === null ? '–' : `${Math.round(ba * 100)} out of 100`;
}

/** Per-fallacy tallies added up over rounds or sessions, in the lessons' order. */
function addUp<T extends Record<string, number>>(all: readonly Partial<Record<FallacyId, T>>[]): [FallacyId, T][] {
  const sum = new Map<FallacyId, T>();
  for (const byFallacy of all) {
    for (const [id, t] of Object.entries(byFallacy) as [FallacyId, T][]) {
      const into = sum.get(id);
      sum.set(id, into ? (Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v + (into[k] ?? 0)])) as T) : { ...t });
    }
  }
  return lessonIndex.fallacies.filter((f) => sum.has(f.id as FallacyId)).map((f) => [f.id as FallacyId, sum.get(f.id as FallacyId)!]);
}

/**
 * A plain table with its caption. On a phone a wide one scrolls sideways inside its box, which is
 * then a named region that takes focus, so the keyboard can scroll it too.
 */
function DataTable({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly ReactNode[])[] }) {
  const captionId = useId();
  return (
    <TableContainer role="region" aria-labelledby={captionId} tabIndex={0} sx={{ maxWidth: '100%' }}>
      <Table size="small" sx={{ '& caption': { captionSide: 'top', px: 0, pt: 0, color: 'text.primary', fontWeight: 600 } }}>
        <caption id={captionId}>{caption}</caption>
        <TableHead>
          <TableRow>
            {head.map((h, i) => (
              <TableCell key={h} scope="col" align={i === 0 ? 'left' : 'right'}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, r) => (
            <TableRow key={r}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <TableCell key={i} component="th" scope="row">
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={i} align="right">
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const tallyRows = (tallies: [FallacyId, FallacyTally][]) =>
  tallies.map(([id, t]) => [fallacyName(id), of(t.hits, t.fallacious), of(t.falseAlarms, t.sound)]);
const TALLY_HEAD = ['Fallacy', 'Fallacious arguments caught', 'Sound twins called fallacious'] as const;

/**
 * What a class holds about one pupil, shown to that pupil exactly as their teacher gets it: the
 * class's name, their nickname, when they joined, when the class goes if unused, and every record
 * the server keeps (each check's scores, fallacy by fallacy and its mix-ups; each practice round
 * and review session, with their fallacies added up), all in words and tables. Read-only: a screen
 * reader hears the headings, a caption for each table and its column and row headers.
 */
export function PupilRecords({ view }: PupilRecordsProps) {
  const { pupil } = view;
  return (
    <Stack spacing={5}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, '& dt': { fontWeight: 700 }, '& dd': { m: 0 } }}
      >
        <dt>Class</dt>
        <dd>{view.className}</dd>
        <dt>Your nickname</dt>
        <dd>{pupil.nickname}</dd>
        <dt>Joined</dt>
        <dd>{at(pupil.joinedAt)}</dd>
        <dt>Deleted on</dt>
        <dd>{`${day.format(new Date(view.deleteAfter))}, unless someone uses the class before then`}</dd>
      </Box>

      <LabelledSection id="class-checks" title="Your checks">
        {pupil.checks.length === 0 ? (
          <Typography>{classroomWords.nothingYet}</Typography>
        ) : (
          <Stack spacing={3}>
            <DataTable
              caption="Each check’s scores"
              head={['Check', 'Finished', 'Discernment', 'Lean', 'Fallacies caught', 'Sound accepted']}
              rows={pupil.checks.map((c) => [
                CLASS_KIND_NAMES[c.kind],
                at(c.completedAt),
                `${Math.round(c.auc * 100)} out of 100, give or take ${Math.round(196 * c.se)}`,
                `${biasLevel(c.c).label} (c = ${c.c.toFixed(2)})`,
                of(c.hits, c.fallacious),
                of(c.sound - c.falseAlarms, c.sound),
              ])}
            />
            {pupil.checks.map((c) => (
              <Box component="details" key={c.id}>
                <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 600 }}>
                  {`${CLASS_KIND_NAMES[c.kind]}, ${at(c.completedAt)}: fallacy by fallacy`}
                </Box>
                <Stack spacing={2} sx={{ mt: 2 }}>
                  <DataTable caption={`${CLASS_KIND_NAMES[c.kind]}: fallacy by fallacy`} head={TALLY_HEAD} rows={tallyRows(addUp([c.byFallacy]))} />
                  <Typography>
                    {c.confusions.length === 0
                      ? 'Mixed up: none. Every fallacy you named was the right one, or you said "Not sure".'
                      : `Mixed up: ${c.confusions.map((x) => `${fallacyName(x.actual)} named as ${fallacyName(x.chosen)}${x.count > 1 ? ` (${x.count} times)` : ''}`).join('; ')}.`}
                  </Typography>
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </LabelledSection>

      <LabelledSection id="class-practice" title="Your practice rounds">
        {pupil.practice.length === 0 ? (
          <Typography>{classroomWords.nothingYet}</Typography>
        ) : (
          <Stack spacing={3}>
            <DataTable
              caption="Each round"
              head={['Finished', 'Fallacies caught', 'Sound accepted', 'Discernment']}
              rows={pupil.practice.map((p) => [at(p.completedAt), of(p.hits, p.fallacious), of(p.sound - p.falseAlarms, p.sound), roundScore(p)])}
            />
            <DataTable caption="All your rounds, fallacy by fallacy" head={TALLY_HEAD} rows={tallyRows(addUp(pupil.practice.map((p) => p.byFallacy)))} />
          </Stack>
        )}
      </LabelledSection>

      <LabelledSection id="class-reviews" title="Your review sessions">
        {pupil.reviews.length === 0 ? (
          <Typography>{classroomWords.nothingYet}</Typography>
        ) : (
          <Stack spacing={3}>
            <DataTable caption="Each session" head={['Finished', 'Right first time']} rows={pupil.reviews.map((r) => [at(r.completedAt), of(r.correct, r.answered)])} />
            <DataTable
              caption="All your sessions, fallacy by fallacy (cards on rhetorical devices count in the totals only)"
              head={['Fallacy', 'Right first time']}
              rows={addUp(pupil.reviews.map((r) => r.byFallacy)).map(([id, t]) => [fallacyName(id), of(t.correct, t.answered)])}
            />
          </Stack>
        )}
      </LabelledSection>
    </Stack>
  );
}
