import { Alert, AlertTitle, Box, Button, FormControl, FormControlLabel, FormLabel, Link, Radio, RadioGroup, Stack, Typography, useMediaQuery } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '@/components/feedback/Spinner';
import { LabelledSection } from '@/components/layout/LabelledSection';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { SCALE_MEANS } from '@/content/pages/measures';
import { teacherClassScreen } from '@/content/pages/teach';
import { CLASS_RETENTION_DAYS, formatClassCode } from '@/contract/classSettings';
import type { ClassView } from '@/contract/classes';
import { downloadText } from '@/lib/fileTransfer';
import { reducedMotionQuery } from '@/theme/motion';
import { useDeleteClassMutation, useGetClassQuery } from '@/services/api';
import { CheckRoster } from './components/CheckRoster';
import { ClassChangePanel } from './components/ClassChangePanel';
import { ClassWeakSpots } from './components/ClassWeakSpots';
import { DeleteClassButton } from './components/DeleteClassButton';
import { FallacyHeatMap } from './components/FallacyHeatMap';
import { PupilResults } from './components/PupilResults';
import { ScoreDistributions } from './components/ScoreDistributions';
import { CHECK_KIND_NAMES, changeOf, classCsv, csvFileName, distributions, heatMap, roster, topConfusions, topOverCalls, type LaterKind } from './classView';
import { forgetClass, keepClass, keptKeyFor, keyFromFragment } from './keptClasses';
import { failureKind } from './requestErrors';

const longDate = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The key this page opens the class with: from the teacher link's fragment (then taken out of the
 * address bar, so it is not left on screen or in the history), else the one this browser keeps.
 * A link pasted into this tab later, or another class opened, is followed too.
 */
function useTeacherKey(classId: string): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const fromLink = keyFromFragment(location.hash);
  const [held, setHeld] = useState(() => ({ classId, key: fromLink ?? keptKeyFor(classId) ?? null }));
  // Adjusted while rendering (React's pattern for state that follows a prop), not in an effect.
  if (held.classId !== classId || (fromLink && fromLink !== held.key)) setHeld({ classId, key: fromLink ?? keptKeyFor(classId) ?? null });
  useEffect(() => {
    if (fromLink) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [fromLink, navigate, location.pathname, location.search]);
  return held.classId === classId ? held.key : (fromLink ?? keptKeyFor(classId) ?? null);
}

/** How the page opens a class it cannot show: no key here, a refused key, a failed request. */
function CannotOpen({ kind, onRetry, onForget }: { kind: 'no-key' | 'refused' | 'gone' | 'network' | 'server'; onRetry: () => void; onForget?: () => void }) {
  const back = (
    <Link component={RouterLink} underline="always" to={paths.teach}>
      your classes on /teach
    </Link>
  );
  if (kind === 'no-key') {
    return (
      <Alert severity="warning">
        <AlertTitle>This browser has no key for this class</AlertTitle>
        A class opens only with its teacher key. Open the teacher link you were given when you made the class (it ends in
        <code> #key=…</code>) in this browser, and it will remember the key. Without the link nobody can open the class, us included;
        see {back}.
      </Alert>
    );
  }
  if (kind === 'refused' || kind === 'gone') {
    return (
      <Alert severity="warning" action={onForget && <Button color="inherit" onClick={onForget}>Forget it here</Button>}>
        <AlertTitle>This key does not open a class</AlertTitle>
        {`Either the class has been deleted (by its teacher, or by itself ${CLASS_RETENTION_DAYS} days after its last use), or this is not the teacher link it was made with. The server answers both the same way on purpose, so a stranger with a guess learns nothing. `}
        Back to {back}.
      </Alert>
    );
  }
  return (
    <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>Try again</Button>}>
      <AlertTitle>{kind === 'network' ? 'The class could not be reached' : 'The server could not open the class'}</AlertTitle>
      {kind === 'network' ? 'No answer came back: check the connection and try again. Nothing is lost; the results wait on the server.' : 'Something went wrong on our side. Try again in a moment.'}
    </Alert>
  );
}

/** What the page shows of an opened class. */
function ClassResults({ cls, onDelete }: { cls: ClassView; onDelete: () => Promise<boolean> }) {
  const [laterKind, setLaterKind] = useState<LaterKind>('post');
  const skipAnimation = useMediaQuery(reducedMotionQuery, { noSsr: true });
  const view = useMemo(() => {
    const heat = heatMap(cls.pupils);
    return {
      roster: roster(cls.pupils),
      heat,
      confusions: topConfusions(cls.pupils),
      overCalls: topOverCalls(heat),
      nicknames: Object.fromEntries(cls.pupils.map((p) => [p.id, p.nickname])),
    };
  }, [cls]);
  const { change, spread } = useMemo(() => ({ change: changeOf(cls.pupils, laterKind), spread: distributions(cls.pupils, laterKind) }), [cls, laterKind]);
  const laterName = CHECK_KIND_NAMES[laterKind];

  return (
    <Stack spacing={5}>
      <Box>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {cls.name}
        </Typography>
        <Typography sx={{ fontSize: '1.25rem' }}>
          Class code <Box component="strong" sx={{ fontFamily: 'monospace', letterSpacing: '0.08em' }}>{formatClassCode(cls.code)}</Box>
          {' · '}pupils join at{' '}
          <Link component={RouterLink} underline="always" to={paths.join}>
            {`${window.location.host}${paths.join}`}
          </Link>
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary', maxWidth: '70ch' }}>
          {`${cls.pupils.length} ${cls.pupils.length === 1 ? 'pupil' : 'pupils'}. This class and everything in it will be deleted automatically on ${longDate.format(new Date(cls.deleteAfter))}, ${CLASS_RETENTION_DAYS} days after its last use (opening this page counts), because pupils’ results should not outlive the lessons they were for.`}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mt: 3, alignItems: { sm: 'center' } }}>
          <FormControl>
            <FormLabel id="later-check">Compare the baseline with</FormLabel>
            <RadioGroup row aria-labelledby="later-check" value={laterKind} onChange={(e) => setLaterKind(e.target.value as LaterKind)}>
              <FormControlLabel value="post" control={<Radio />} label="the post check" />
              <FormControlLabel value="delayed" control={<Radio />} label="the delayed check (a week or more later)" />
            </RadioGroup>
          </FormControl>
          <Button variant="outlined" onClick={() => downloadText(classCsv(cls.pupils), csvFileName(cls.code, new Date()), 'text/csv')} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
            Download the results (CSV)
          </Button>
        </Stack>
      </Box>

      <LabelledSection id="checks-taken" title="Who has taken which check">
        <CheckRoster rows={view.roster} />
      </LabelledSection>

      <LabelledSection id="class-change" title={`Change since the baseline: discernment and bias, to the ${laterName.toLowerCase()} check`}>
        <ClassChangePanel change={change} nicknames={view.nicknames} laterName={laterName} />
      </LabelledSection>

      <LabelledSection id="distributions" title="Discernment and bias across the class">
        <Stack spacing={4}>
          <ScoreDistributions
            distribution={spread.discernment}
            measure="Discernment"
            axisLabel="Discernment (out of 100)"
            laterName={laterName}
            means={`Discernment is telling fallacious arguments from sound ones, ${SCALE_MEANS}.`}
            skipAnimation={skipAnimation}
          />
          <ScoreDistributions
            distribution={spread.bias}
            measure="Bias"
            axisLabel="Bias"
            laterName={laterName}
            means="Bias is which way a pupil leans when unsure: over-suspicious calls sound arguments fallacious, too trusting lets fallacies through. It is separate from discernment: a pupil can lean either way and still judge well."
            skipAnimation={skipAnimation}
          />
        </Stack>
      </LabelledSection>

      <LabelledSection id="heat-map" title="Weak spots: pupils × fallacies">
        <FallacyHeatMap rows={view.heat} />
      </LabelledSection>

      <LabelledSection id="teach-next" title="What to teach next">
        <ClassWeakSpots confusions={view.confusions} overCalls={view.overCalls} />
      </LabelledSection>

      <LabelledSection id="each-pupil" title="Each pupil">
        <PupilResults pupils={cls.pupils} />
      </LabelledSection>

      <LabelledSection id="delete-class" title="Delete the class">
        <Stack spacing={2}>
          <Typography sx={{ maxWidth: '70ch' }}>
            Finished with it? Delete it now rather than waiting the {CLASS_RETENTION_DAYS} days. Pupils who leave the class delete their own records themselves.
          </Typography>
          <DeleteClassButton name={cls.name} pupils={cls.pupils.length} onDelete={onDelete} />
        </Stack>
      </LabelledSection>
    </Stack>
  );
}

/** /teach/class/:classId: one class's results, opened with the teacher key (rendered in the browser only). */
export default function TeacherClassPage() {
  const { classId = '' } = useParams();
  const key = useTeacherKey(classId);
  const query = useGetClassQuery({ classId, key: key ?? '' }, { skip: !key });
  const [deleteClass] = useDeleteClassMutation();
  const [deleted, setDeleted] = useState<string | null>(null);
  const [forgotten, setForgotten] = useState(false);
  const deletedHeading = useRef<HTMLHeadingElement>(null);
  const cls = query.data;

  // An opened class is kept in this browser, so a teacher link opened once works from /teach after.
  useEffect(() => {
    if (cls && key) keepClass({ id: cls.id, code: cls.code, name: cls.name, key, createdAt: cls.createdAt });
  }, [cls, key]);

  const onDelete = async () => {
    if (!cls || !key) return false;
    const result = await deleteClass({ classId: cls.id, key });
    if ('error' in result) return false;
    forgetClass(cls.id);
    setDeleted(cls.name);
    requestAnimationFrame(() => deletedHeading.current?.focus());
    return true;
  };

  const seo = <Seo meta={{ title: teacherClassScreen.title, description: teacherClassScreen.description, path: paths.teachClass(classId) }} />;
  if (deleted !== null) {
    return (
      <>
        {seo}
        <Typography variant="h1" ref={deletedHeading} tabIndex={-1} sx={{ mb: 2 }}>
          Class deleted
        </Typography>
        <Typography sx={{ maxWidth: '65ch' }}>
          {`“${deleted}” is gone from the server with every pupil and record in it, and this browser has forgotten its key. Its code no longer opens anything. `}
          <Link component={RouterLink} underline="always" to={paths.teach}>Make another class</Link>.
        </Typography>
      </>
    );
  }
  if (cls) {
    return (
      <>
        {seo}
        <ClassResults cls={cls} onDelete={onDelete} />
      </>
    );
  }
  const kind = !key ? 'no-key' : query.isError ? failureKind(query.error) : null;
  return (
    <>
      {seo}
      <Typography variant="h1" sx={{ mb: 3 }}>
        {teacherClassScreen.title}
      </Typography>
      {kind === null ? (
        <Spinner label="Opening the class…" />
      ) : forgotten ? (
        <Alert severity="success">
          This browser has forgotten the class. Back to <Link component={RouterLink} underline="always" to={paths.teach}>your classes</Link>.
        </Alert>
      ) : (
        <CannotOpen
          kind={kind}
          onRetry={() => void query.refetch()}
          onForget={
            keptKeyFor(classId)
              ? () => {
                  forgetClass(classId);
                  setForgotten(true);
                }
              : undefined
          }
        />
      )}
    </>
  );
}
