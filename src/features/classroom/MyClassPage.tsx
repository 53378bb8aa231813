import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';
import { PageHeading } from '@/components/layout/PageHeading';
import { Spinner } from '@/components/feedback/Spinner';
import { paths } from '@/config/paths';
import { classroomWords, myClassScreen } from '@/content/pages/classroom';
import { forgetMembership, membershipGone, readMembership, takeGoneNotice, type GoneNotice } from '@/lib/classroom/membership';
import { outcomeOf } from '@/lib/classroom/outbox';
import { useGetOwnRecordsQuery, useLeaveClassMutation } from '@/services/api';
import { LeaveClass } from './components/LeaveClass';
import { PupilRecords } from './components/PupilRecords';

const statusOf = (error: unknown): number | null => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : null;
};

/**
 * /join/me: the pupil's own view, `GET /api/pupils/:pupilId` with their secret, shown whole: the
 * class's name and exactly the pupil object the teacher sees. "Leave the class" deletes it all on
 * the server and then forgets the membership here. When the server no longer knows the pupil
 * (the class was deleted or expired), the membership is forgotten and the page says so once.
 * Starts on the client: it is this browser's alone.
 */
export default function MyClassPage() {
  const { state } = useLocation() as { state: { joined?: boolean } | null };
  const [joined, setJoined] = useState(readMembership);
  const [notice] = useState<GoneNotice | null>(takeGoneNotice);
  const [left, setLeft] = useState<string | null>(null);
  const said = useRef<HTMLDivElement>(null);
  const records = useGetOwnRecordsQuery(joined ? { pupilId: joined.pupilId, pupilSecret: joined.pupilSecret } : skipToken);
  const [leave] = useLeaveClassMutation();

  // The server no longer knows this pupil: the page says so now, and the membership is forgotten.
  const status = statusOf(records.error);
  const goneNow = joined !== null && status !== null && outcomeOf(status) === 'gone';
  const membership = goneNow ? null : joined;
  const gone = notice ?? (goneNow ? { className: joined.className, nickname: joined.nickname } : null);
  useEffect(() => {
    if (goneNow) {
      membershipGone(joined);
      takeGoneNotice(); // Said here already.
    }
  }, [goneNow, joined]);
  // After leaving, the button and its dialog are gone: the focus goes to what the page now says.
  useEffect(() => {
    if (left) said.current?.focus();
  }, [left]);

  const onLeave = async (): Promise<boolean> => {
    if (!membership) return true;
    const answer = await leave({ pupilId: membership.pupilId, pupilSecret: membership.pupilSecret });
    // Already gone on the server counts as left.
    if (answer.error && outcomeOf(statusOf(answer.error)) !== 'gone') return false;
    forgetMembership();
    setLeft(membership.className);
    setJoined(null);
    return true;
  };

  let body;
  if (!membership) {
    body = (
      <Stack spacing={2} sx={{ maxWidth: '65ch' }}>
        {left && (
          <Alert severity="success" role="status" ref={said} tabIndex={-1}>
            {classroomWords.left(left)}
          </Alert>
        )}
        {gone && (
          <Alert severity="info" role="status">
            {classroomWords.gone(gone.className, gone.nickname)}
          </Alert>
        )}
        <Typography>{classroomWords.notJoined}</Typography>
        <Link component={RouterLink} to={paths.join} sx={{ fontWeight: 600, alignSelf: 'flex-start' }}>
          {classroomWords.joinLink}
        </Link>
      </Stack>
    );
  } else if (records.data) {
    body = (
      <Stack spacing={5}>
        {state?.joined && (
          <Alert severity="success" role="status">
            {classroomWords.joined(membership.className, membership.nickname)}
          </Alert>
        )}
        <PupilRecords view={records.data} />
        <LeaveClass className={membership.className} nickname={membership.nickname} onLeave={onLeave} />
      </Stack>
    );
  } else if (records.isError) {
    body = (
      <Stack spacing={2} sx={{ maxWidth: '65ch' }}>
        <Alert severity="error" role="alert">
          {classroomWords.loadFailed}
        </Alert>
        <Button variant="outlined" onClick={() => void records.refetch()} sx={{ alignSelf: 'flex-start' }}>
          Try again
        </Button>
      </Stack>
    );
  } else {
    body = <Spinner label="Loading your class" />;
  }

  return (
    <>
      <Seo meta={myClassScreen.meta} />
      <Stack spacing={4}>
        <PageHeading title={myClassScreen.title} intro={myClassScreen.intro} />
        {body}
      </Stack>
    </>
  );
}
