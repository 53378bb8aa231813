import { Alert, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';
import { PageHeading } from '@/components/layout/PageHeading';
import { LabelledSection } from '@/components/layout/LabelledSection';
import { paths } from '@/config/paths';
import { formatClassCode, isClassCode, normaliseClassCode } from '@/contract/classSettings';
import { classroomWords, joinPromises, joinScreen } from '@/content/pages/classroom';
import { joinFailure, type JoinFailure } from '@/lib/classroom/joinErrors';
import { readMembership, saveMembership, takeGoneNotice } from '@/lib/classroom/membership';
import type { SubmitResult } from '@/lib/form/useCheckedForm';
import { useJoinClassMutation } from '@/services/api';
import { JoinForm } from './components/JoinForm';

/** The code from the teacher's link, shown as the board shows it (K7M-4QX); as typed when it is not a code. */
function codeFromLink(raw: string | null): string {
  if (!raw) return '';
  const code = normaliseClassCode(raw);
  return isClassCode(code) ? formatClassCode(code) : raw.slice(0, 20);
}

/**
 * /join: what joining a class means, in words a 12-year-old reads in a minute (a made-up nickname
 * and why, exactly what the teacher sees, leaving, deletion), then the code and the nickname.
 * `/join?code=K7M4QX` (the teacher's link) fills the code in. Starts on the client: what it shows
 * depends on this browser (already in a class or not) and on the link, and a class's door has no
 * business in a search engine.
 */
export default function JoinPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [membership] = useState(readMembership);
  const [gone] = useState(takeGoneNotice);
  const [join] = useJoinClassMutation();

  const onJoin = async (request: { code: string; nickname: string }): Promise<SubmitResult> => {
    const answer = await join(request);
    if (answer.error) return joinFailure(answer.error as JoinFailure, Date.now());
    if (!saveMembership(answer.data)) {
      return { ok: false, detail: classroomWords.notRemembered };
    }
    void navigate(paths.myClass, { state: { joined: true } });
    return { ok: true };
  };

  return (
    <>
      <Seo meta={joinScreen.meta} />
      <Stack spacing={4}>
        <PageHeading title={joinScreen.title} intro={membership ? undefined : joinScreen.intro} />
        {gone && (
          <Alert severity="info" role="status">
            {classroomWords.gone(gone.className, gone.nickname)}
          </Alert>
        )}
        {membership ? (
          <Stack spacing={2} sx={{ maxWidth: '65ch' }}>
            <Typography>{classroomWords.alreadyIn(membership.className, membership.nickname)}</Typography>
            <Typography>{classroomWords.leaveFirst}</Typography>
            <Link component={RouterLink} to={paths.myClass} sx={{ fontWeight: 600, alignSelf: 'flex-start' }}>
              {classroomWords.seeWhatTeacherSees}
            </Link>
          </Stack>
        ) : (
          <>
            <Stack spacing={3} sx={{ maxWidth: '65ch' }}>
              {joinPromises.map((p) => (
                <LabelledSection key={p.id} id={`before-joining-${p.id}`} title={p.title} gap={1}>
                  <Stack spacing={1}>
                    {p.body.map((line) => (
                      <Typography key={line}>{line}</Typography>
                    ))}
                  </Stack>
                </LabelledSection>
              ))}
            </Stack>
            <LabelledSection id="join-form" title="Your class code and nickname">
              <JoinForm initialCode={codeFromLink(params.get('code'))} onJoin={onJoin} />
            </LabelledSection>
          </>
        )}
      </Stack>
    </>
  );
}
